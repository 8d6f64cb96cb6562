// The byte jobs: for each, our import and the peers that do the same job, built the same way.

/**
 * `entry` is relative to apps/bench; `short` names a peer in the per-entry table; `build` names
 * extra build settings (virtual modules, aliases) that apply alike to the bytes and smoke builds.
 */
export const JOBS = [
  {
    id: 'carousel',
    job: 'Gallery carousel + lightbox (the 200-slide page below)',
    ours: {
      label: '`CarouselGallery` with `lightbox` (`@vitrine/gallery/carousel`)',
      entry: 'src/gallery/vitrine.tsx',
    },
    peers: [
      {
        id: 'swiper-carousel',
        short: 'Swiper',
        label: 'swiper/react + Navigation, Keyboard, A11y (no lightbox)',
        entry: 'src/gallery/swiper.tsx',
      },
      {
        id: 'embla-yarl',
        short: 'Embla + YARL',
        label: 'embla-carousel-react + yet-another-react-lightbox',
        entry: 'src/gallery/embla.tsx',
      },
    ],
  },
  {
    id: 'gallery-block',
    job: 'Gallery block: every layout, slideshow transitions, thumbnails, autoplay, history hash + lightbox',
    ours: {
      label: '`GalleryBlock` (`@vitrine/gallery/block`)',
      entry: 'src/gallery/gallery-block.tsx',
    },
    peers: [
      {
        id: 'swiper-full',
        short: 'Swiper (7 modules)',
        label:
          'swiper/react + Navigation, Keyboard, A11y, Autoplay, EffectFade, HashNavigation, Thumbs (no lightbox)',
        entry: 'src/gallery/swiper-full.tsx',
      },
      {
        id: 'embla-yarl',
        short: 'Embla + YARL',
        label: 'embla-carousel-react + yet-another-react-lightbox',
        entry: 'src/gallery/embla.tsx',
      },
    ],
  },
  {
    id: 'lightbox',
    job: 'Lightbox alone',
    ours: { label: '`Lightbox` (`@vitrine/lightbox/lightbox`)', entry: 'src/gallery/lightbox.tsx' },
    peers: [
      {
        id: 'yarl',
        short: 'YARL',
        label: 'yet-another-react-lightbox',
        entry: 'src/gallery/yarl.tsx',
      },
    ],
  },
  {
    id: 'consent',
    job: 'Cookie banner (bottom bar, accept and refuse) + consent store gating tracking',
    ours: {
      label: '`CookieBanner` + `consentStore` (`@vitrine/consent/banner`, `/store`)',
      entry: 'src/jobs/consent-ours.tsx',
    },
    peers: [
      {
        id: 'cookieconsent',
        short: 'vanilla-cookieconsent',
        label: 'vanilla-cookieconsent v3 `run()`, necessary + analytics categories',
        entry: 'src/jobs/consent-cookieconsent.ts',
      },
    ],
  },
  {
    id: 'page-speed',
    job: 'Page-speed telemetry (LCP, CLS, INP, FCP, TTFB sent by beacon)',
    ours: {
      label: '`createPageSpeedReporter` (`@vitrine/telemetry/page-speed`, web-vitals inside)',
      entry: 'src/jobs/page-speed-ours.ts',
    },
    peers: [
      {
        id: 'web-vitals',
        short: 'web-vitals',
        label: 'web-vitals alone: the five `on*` + one `sendBeacon`',
        entry: 'src/jobs/page-speed-web-vitals.ts',
      },
    ],
  },
  {
    id: 'money',
    job: "Money formatting ('1 234,50 €')",
    ours: { label: '`formatMoney` (`@vitrine/core-data/format`)', entry: 'src/jobs/money-ours.ts' },
    peers: [
      {
        id: 'intl',
        short: 'Intl.NumberFormat',
        label: '`Intl.NumberFormat` in a 3-line wrapper (the floor)',
        entry: 'src/jobs/money-intl.ts',
      },
    ],
  },
  {
    id: 'i18n',
    job: 'i18n: provider + one French plural message',
    ours: {
      label:
        '`TranslatorProvider` + `useTranslator` (`@vitrine/ui/translator`), catalogue compiled at build',
      entry: 'src/jobs/i18n-ours.tsx',
    },
    peers: [
      {
        id: 'react-intl',
        short: 'react-intl',
        label: 'react-intl `IntlProvider` + `FormattedMessage` (message source, as documented)',
        entry: 'src/jobs/i18n-react-intl.tsx',
      },
      {
        id: 'react-intl-ast',
        short: 'react-intl (ASTs, no parser)',
        label: 'react-intl with precompiled ASTs and the ICU parser aliased to `no-parser`',
        entry: 'src/jobs/i18n-react-intl-ast.tsx',
        build: 'react-intl-no-parser',
      },
    ],
  },
];

/** Which job peers a public entry stands beside in the per-package table. */
export const ENTRY_PEERS = {
  '@vitrine/gallery/carousel': ['swiper-carousel', 'embla-yarl'],
  '@vitrine/gallery/block': ['swiper-full', 'embla-yarl'],
  '@vitrine/lightbox/lightbox': ['yarl'],
  '@vitrine/consent/banner': ['cookieconsent'],
  '@vitrine/telemetry/page-speed': ['web-vitals'],
  '@vitrine/core-data/format': ['intl'],
  '@vitrine/commerce/money': ['intl'],
  '@vitrine/ui/translator': ['react-intl', 'react-intl-ast'],
};
