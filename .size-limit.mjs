// One budget per public entry (min+gzip, react and react-dom excluded), each from a stated goal
// (see goal() below). `pnpm size` measures them; `pnpm test` fails when one is over.
const external = ['react', 'react-dom', 'react/jsx-runtime'];

/** A budget for `what` imported from a package's built entry. */
function budget(name, pkg, entry, what, limit, alsoIgnored = []) {
  return {
    name,
    path: `packages/${pkg}/dist/${entry}.js`,
    import: what,
    limit,
    gzip: true,
    ignore: [...external, ...alsoIgnored],
  };
}

/**
 * How each budget is set: from a stated goal, written beside it, never from "what it weighs plus
 * a round number".
 * - A ceiling: a size the spec or the package's issue promises (its README's budget column), or
 *   a ratio of a peer library doing the same job as `pnpm bench` measures it (docs/BENCHMARKS.md).
 * - The guard: the size measured when the budget was last set plus HEADROOM, rounded up to
 *   50 B, so a regression shows in the next run while a one-line fix does not trip it.
 * `goal(ceiling, measured)` is the tighter of the two: far under its ceiling an entry is held to
 * its guard (ui/tabs' 10 kB promise would let it grow sevenfold), and close to it the ceiling
 * holds. When an entry shrinks, lower `measured` with it.
 */
const HEADROOM = 0.05;
const bytes = (limit) => {
  const [, value, unit] = /^([\d.]+) (kB|B)$/.exec(limit);
  return Math.round(Number(value) * (unit === 'kB' ? 1000 : 1));
};
/** The guard alone, for an entry whose ceiling is not met (the comment beside it says which). */
const guard = (measured) => `${Math.ceil((measured * (1 + HEADROOM)) / 50) * 50} B`;
function goal(ceiling, measured) {
  const guard = Math.ceil((measured * (1 + HEADROOM)) / 50) * 50;
  return `${Math.min(bytes(ceiling), guard)} B`;
}

/**
 * esbuild bundles `import()` into the measured file; an up-front budget leaves what a page loads
 * on demand (behind a dynamic import) out, as a consumer's bundler splits it into its own chunk.
 */
function upFrontOnly(config) {
  const onDemand = {
    name: 'on-demand-imports-apart',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      );
    },
  };
  return { ...config, plugins: [...(config.plugins ?? []), onDemand] };
}

/**
 * Every other public entry (each key of a package.json `exports`, each file of a pattern such as
 * core-data's `./schemas/*`), whole: `export *` of its built file with what it loads on demand
 * bundled in, as a consumer that imports all of it would pay. No spec or issue promises a size for
 * these, so each is held to its guard of the size measured when the row was added
 * (2026-11-28), lowered with the entry when it shrinks. `scripts/check-size-budgets.mjs` fails
 * `pnpm test` when an exported entry has no budget here or above.
 */
const WHOLE_ENTRIES = [
  ['commerce', 'index', 30128],
  ['commerce', 'pricing', 6909],
  ['commerce', 'subscription', 5955],
  ['commerce', 'checkout', 2427],
  ['commerce', 'member-pricing', 6274],
  ['commerce', 'reviews', 5835],
  ['commerce', 'units', 592],
  ['consent', 'index', 7206],
  ['consent', 'settings', 1373],
  // Raised from 10920: the normaliser writes out the banner's enumeration members, beside the
  // schema's enumerations (+45 B here, -316 B for the banner every first visit loads).
  ['consent', 'settings-schema', 11007],
  ['consent', 'policy', 1775],
  ['core-data', 'schemas/cookie-banner-settings', 10095],
  ['core-data', 'schemas/form-submission-error-answer', 6390],
  ['core-data', 'schemas/form-submission-key-answer', 5709],
  ['core-data', 'schemas/form-submission', 8018],
  ['core-data', 'schemas/login-answer', 5698],
  ['core-data', 'schemas/popup-overlay-settings', 6600],
  ['core-data', 'schemas/popup-overlay-stored-data', 7160],
  ['core-data', 'schemas/product', 7932],
  ['core-data', 'schemas/shopping-cart', 7836],
  ['core-data', 'schemas/subscription-plan', 6957],
  ['core-data', 'schemas/variant', 7282],
  ['core-data', 'data-layer', 2854],
  ['core-data', 'cookies', 1119],
  ['core-data', 'query', 498],
  ['core-data', 'links', 1541],
  ['core-data', 'validation', 632],
  ['core-data', 'format', 1367],
  ['core-data', 'currencies', 840],
  ['core-data', 'constants', 1088],
  ['core-data', 'limits', 468],
  ['forms', 'index', 25872],
  ['forms', 'definition', 1322],
  ['forms', 'newsletter', 24860],
  ['forms', 'captcha', 870],
  ['gallery', 'index', 25035],
  ['gallery', 'base', 14302],
  ['gallery', 'strip', 18462],
  ['gallery', 'autogrid', 14714],
  ['gallery', 'autocolumns', 14701],
  ['gallery', 'autorows', 14534],
  ['gallery', 'carousel', 18187],
  ['gallery', 'list', 14368],
  ['i18n-fr', 'index', 18025],
  ['i18n-fr', 'compile', 8550],
  ['i18n-fr', 'cart-summary', 392],
  ['i18n-fr', 'currencies', 623],
  ['i18n-fr', 'workflow', 311],
  ['lightbox', 'index', 5731],
  // Raised from 11574 and 4391: core re-exports MapStyle and also holds the block's typed
  // literals (+18 B, +26 B; the map block −1,170 B).
  ['maps', 'index', 11646],
  ['maps', 'core', 4459],
  ['maps', 'loader', 2207],
  ['maps', 'places', 3372],
  ['media', 'index', 8316],
  ['runtime', 'index', 29236],
  ['runtime', 'lifecycle', 730],
  ['runtime', 'registry', 937],
  ['runtime', 'session', 15969],
  ['runtime', 'escape-key', 6167],
  ['runtime', 'config-redirect', 1545],
  ['runtime', 'popup-overlay', 10009],
  ['runtime', 'widget-rendering', 2666],
  ['runtime', 'fonts', 915],
  ['runtime', 'site-services', 4134],
  ['runtime', 'page', 22323],
  ['telemetry', 'index', 12427],
  ['telemetry', 'visit-cookies', 1961],
  ['telemetry', 'error-reporter', 2228],
  ['telemetry', 'logger', 1597],
  ['telemetry', 'analytics', 4217],
  ['telemetry', 'tracking-beacon', 1776],
  ['telemetry', 'beacon-queue', 1105],
  ['ui', 'index', 57670],
  ['ui', 'translator', 3304],
  ['ui', 'system-error-panel', 2888],
  ['ui', 'overlay-stack', 530],
];

export default [
  // @vitrine/core-data (issue: foundation)
  budget(
    'core-data: formatMoney alone',
    'core-data',
    'index',
    '{ formatMoney }',
    goal('1.5 kB', 640),
  ),
  budget(
    'core-data: validateLink alone',
    'core-data',
    'index',
    '{ validateLink }',
    goal('1.5 kB', 1445),
  ),
  budget(
    'core-data: createDataLayer alone',
    'core-data',
    'index',
    '{ createDataLayer }',
    goal('3 kB', 2674),
  ),
  budget('core-data: the whole entry', 'core-data', 'index', '*', goal('15 kB', 11963)),
  // Enumerations are pure: one enum costs itself and the small defineEnum helper.
  budget(
    'core-data/enums: MapStyle alone',
    'core-data',
    'enums',
    '{ MapStyle }',
    goal('1.5 kB', 1216),
  ),
  // No budget in the issue for schemas: these guard against regressions (zod/mini itself is ~5 kB).
  budget(
    'core-data/schemas/page-context alone',
    'core-data',
    'schemas/page-context',
    '{ parsePageContext }',
    goal('14.5 kB', 13629),
  ),
  budget(
    'core-data/schemas/money-value alone',
    'core-data',
    'schemas/money-value',
    '{ parseMoneyValue }',
    goal('6.5 kB', 6161),
  ),
  budget('core-data/schemas: every schema', 'core-data', 'schemas', '*', goal('18 kB', 15381)),
  // @vitrine/i18n-fr
  budget(
    'i18n-fr/format: the translator',
    'i18n-fr',
    'format',
    '{ createTranslator }',
    goal('10 kB', 2957),
  ),
  budget(
    'i18n-fr/format-simple: literal-and-argument translator',
    'i18n-fr',
    'format-simple',
    '{ createSimpleTranslator }',
    goal('1 kB', 685),
  ),
  // Goal: each domain's catalogue under the issue's 2 kB, a page loading the domains it shows.
  ...[
    ['common', 377],
    ['forms', 1440],
    ['consent', 157],
    ['commerce', 1302],
    ['reviews', 505],
    ['gallery', 278],
    ['lightbox', 198],
    ['video', 108],
    ['dialogs', 89],
    ['maps', 253],
    ['runtime', 673],
    ['editor', 1069],
  ].map(([domain, measured]) =>
    budget(
      `i18n-fr/${domain}: one domain's catalogue`,
      'i18n-fr',
      domain,
      `{ ${domain} }`,
      goal('2 kB', measured),
    ),
  ),
  // @vitrine/ui
  budget('ui/tokens', 'ui', 'tokens', '*', goal('1 kB', 860)),
  budget('ui/dialogs: ConfirmDialog', 'ui', 'dialogs', '{ ConfirmDialog }', goal('15 kB', 3063)),
  budget('ui/dialogs: confirm()', 'ui', 'dialogs', '{ confirm }', goal('15 kB', 4007)),
  budget('ui/tooltip', 'ui', 'tooltip', '{ Tooltip }', goal('5 kB', 1672)),
  budget('ui/accordion', 'ui', 'accordion', '{ Accordion }', goal('8 kB', 2221)),
  budget('ui/tabs: menu block tabs', 'ui', 'tabs', '{ Tabs }', goal('10 kB', 1183)),
  budget('ui/marquee', 'ui', 'marquee', '{ Marquee }', goal('6 kB', 2998)),
  budget('ui/relative-time', 'ui', 'relative-time', '{ RelativeTime }', goal('2 kB', 1307)),
  // The reduced-motion preference, shared by the ui components, the lightbox and the gallery.
  budget('ui/motion', 'ui', 'motion', '*', goal('0.5 kB', 327)),
  // Goal: no more than react-stately's useControlledState, which it replaced (0.3 kB).
  budget('ui/controllable-state', 'ui', 'controllable-state', '*', goal('0.3 kB', 247)),
  // Goal: one inline style object, nothing else (no React at run time): 0.25 kB.
  budget('ui/visually-hidden', 'ui', 'visually-hidden', '*', goal('0.25 kB', 202)),
  // framer-motion's animate() is a lazy chunk, loaded once per page when a block animates.
  {
    ...budget(
      'ui/block-animation: before the lazy motion chunk',
      'ui',
      'block-animation',
      '{ BlockAnimation }',
      goal('7 kB', 1718),
    ),
    ignore: [...external, 'framer-motion'],
  },
  // Goal: the issue's 1 kB for each utility alone.
  ...[
    ['tween', 538],
    ['scrollIntoView', 856],
    ['createFocusContainer', 640],
    ['debounce', 232],
    ['createEmitter', 529],
    ['onScrollEnd', 467],
    ['shrinkTextToFit', 457],
    ['restoreFocus', 276],
  ].map(([name, measured]) =>
    budget(`ui/utilities: ${name} alone`, 'ui', 'utilities', `{ ${name} }`, goal('1 kB', measured)),
  ),
  // @vitrine/media
  // The issue's 3 kB is exceeded by 16 B since CDN sources are rebuilt as the URL Standard reads
  // them: held to its guard until the bytes are won back.
  budget('media/image-core: the image loader core', 'media', 'image-core', '*', guard(3016)),
  budget('media/image: the React image', 'media', 'image', '{ Image }', goal('5 kB', 4457)),
  budget('media/video-core', 'media', 'video-core', '*', goal('3 kB', 2052)),
  budget(
    'media/video: the React video embed',
    'media',
    'video',
    '{ VideoEmbed }',
    goal('6 kB', 3462),
  ),
  // @vitrine/forms
  // The goal, 15 kB, is the page-speed ceiling for a form's up-front code. Measured 34.78 kB
  // with react-aria-components' TextField, 23.48 kB on native inputs, then 14.1 kB once the
  // submission path (data layer, answer schemas) loaded on the visitor's first interaction.
  {
    ...budget(
      'forms/form: FormBlock up front (the submission path on the first interaction)',
      'forms',
      'form',
      '{ FormBlock }',
      '15 kB',
    ),
    modifyEsbuildConfig: upFrontOnly,
  },
  // The whole, once the submission path has loaded: a regression guard over the measured
  // 24.18-24.76 kB (23.48 kB in one file before; the split costs the chunk's own wrapping, and
  // the HTML post and prerendered success add their part).
  budget(
    'forms/form: FormBlock with its submission path',
    'forms',
    'form',
    '{ FormBlock }',
    '25 kB',
  ),
  // Goal: the pure core whole under 4.5 kB. Measured 3.9 kB, then 4.2 kB with
  // `readPostedInputs` (an HTML form post read back by the fields' names, for servers).
  budget('forms/core: the pure core', 'forms', 'core', '*', '4.5 kB'),
  // Measured 1.41 kB, then 1.51 kB with recheckField (a corrected field checked again).
  budget('forms/validation: the whole entry', 'forms', 'validation', '*', goal('4 kB', 1514)),
  // No budget in the issue for drafts: these guard against regressions. The whole entry brings
  // the input rules it checks a stored draft against; the Escape key needs only hasUnsentInput.
  budget('forms/drafts: the whole entry', 'forms', 'drafts', '*', goal('2.5 kB', 1822)),
  budget(
    'forms/drafts: hasUnsentInput alone',
    'forms',
    'drafts',
    '{ hasUnsentInput }',
    goal('0.5 kB', 92),
  ),
  // A page script reads the key to decide how to hydrate a form; it must not bring the store.
  budget('forms/draft-key: the key alone', 'forms', 'draft-key', '*', goal('0.5 kB', 161)),
  // @vitrine/gallery and @vitrine/lightbox
  // The galleries fetch the lightbox's code on demand (the first intent to open it) and a video
  // slide's player when one first becomes active, and the address helpers when `historyHash` is
  // on: each gallery budget below is what the page loads up front (every `import()` left out:
  // their own budgets hold them), and a second one holds the whole.
  // Its own budget is 20 kB; with the lightbox it must also stay under embla-carousel-react +
  // yet-another-react-lightbox bundled together the same way: 19.2 kB in `pnpm bench`
  // (docs/BENCHMARKS.md; the two measured apart were 8.1 + 11.0 = 18.8 kB).
  {
    ...budget(
      'gallery/block: up front (every layout; the lightbox and video player on demand)',
      'gallery',
      'block',
      '{ GalleryBlock }',
      // Measured 16.68 kB (the whole with the lightbox and the video player was 20.85 kB before
      // they loaded on demand), then 16.72 kB with far slides named like their image. Lowered to
      // 16.4 kB, measured 16.36 kB: the viewer's and the player's texts load with them, and the
      // block renders the layouts a design maps to (autorows has none). The goal: at most 0.9× of
      // embla-carousel-react + yet-another-react-lightbox in `pnpm bench`.
      // Goal unmet: 16.57 kB since the layouts were split into hooks and parts under 100 lines
      // (+0.25 kB of property names) and the translators shared their body (+16 B), then
      // 17.04 kB; 16.62 kB once the address helpers loaded on demand (only with historyHash,
      // -0.42 kB): held to the guard set at 16.57 kB.
      guard(16566),
    ),
    modifyEsbuildConfig: upFrontOnly,
  },
  {
    ...budget(
      'gallery/grid: up front (the lightbox and video player on demand)',
      'gallery',
      'grid',
      '{ GridGallery }',
      // Measured 8.08 kB (13.15 kB with the lightbox and the video player before), then 8.12 kB
      // with far slides named like their image; 8.04 kB, then 7.80 kB once the address helpers
      // loaded on demand (only with historyHash).
      goal('8.15 kB', 7796),
    ),
    modifyEsbuildConfig: upFrontOnly,
  },
  {
    ...budget(
      'gallery/stacked: up front with the default fade (the lightbox and video player on demand)',
      'gallery',
      'stacked',
      '{ StackedGallery }',
      // Measured 12.13 kB (16.63 kB with the lightbox and the video player before), then 12.34 kB
      // once a step forces no layout and writes the address after its frame is painted (+150 B
      // for gallery next at 4x CPU, issue 19: its click script 41-58 -> 12-24 ms here). Then
      // 12.38 kB, and 11.94 kB once the address helpers loaded on demand (only with historyHash).
      goal('12.4 kB', 11943),
    ),
    modifyEsbuildConfig: upFrontOnly,
  },
  budget(
    'gallery/block: the gallery with every layout (lightbox included)',
    'gallery',
    'block',
    '{ GalleryBlock }',
    // Raised from 19.2 kB, measured in one run: 18.98 kB before the viewer work, 20.85 kB after.
    // +0.5 kB image placeholders and failed-image boxes (media Image), the shared
    // video-suspension and debounced-resize hooks; the rest is the lightbox's history entry,
    // swipe and focus keeping (lightbox entry 4.54 → 5.88 kB). Then 22.06 kB, measured, once
    // the slides far from view became light boxes (+0.4 kB) and the lightbox loads on demand
    // (its chunk boundary, the address check that loads it at once, the Suspense wrapper), and
    // 22.25 kB once the video player loads on demand too, 22.48 kB with the player's
    // privacy-enhanced hosts until consent and CDN addresses read as the URL Standard does.
    // No outside goal (the issue's 19.2 kB long exceeded): a guard. 22.78 kB with the layouts'
    // and the lightbox's split into hooks and parts under 100 lines (+0.3 kB), 23.19 kB with the
    // slideshow's layout-free step, 22.56 kB once the overlay stack and the block visibility read
    // core-data's single limits instead of the whole LIMITS table (-0.63 kB).
    guard(22562),
  ),
  budget(
    'gallery/grid: a page with one grid pays for the grid alone',
    'gallery',
    'grid',
    '{ GridGallery }',
    // Raised from 12.5 kB, measured: 11.62 kB before, 13.15 kB after (the media Image's
    // placeholder and failed-image box, the controls' focus keeping, the lightbox's history,
    // swipe and focus), then 14.49 kB with the light boxes and the on-demand lightbox and player,
    // 14.71 kB with the player's privacy-enhanced hosts and URL-Standard CDN addresses.
    // No outside goal (the issue's 12.5 kB long exceeded): a guard. 15.0 kB with the lightbox's
    // split into hooks and parts under 100 lines (+0.3 kB), 14.50 kB once the overlay stack and
    // the block visibility read core-data's single limits instead of the LIMITS table (-0.65 kB).
    guard(14497),
  ),
  budget(
    'gallery/core: the block data and slide parsers for data of unknown shape',
    'gallery',
    'core',
    '{ parseGalleryBlockData, parseGallerySlides }',
    // Measured 1.51 kB: the field rules, their warnings and describeValue.
    goal('1.6 kB', 1513),
  ),
  // Each slideshow transition is its own entry: a slideshow pays for the transitions it imports
  // (measured: stacked with fade 14.71 kB; fade 90 B, ken-burns 131 B, new-swipe 273 B,
  // scroll 143 B, swipe 259 B).
  budget(
    'gallery/stacked: the slideshow with its default fade alone',
    'gallery',
    'stacked',
    '{ StackedGallery }',
    // Raised from 15 kB, measured: 14.93 kB before, 16.63 kB after (placeholders and
    // failed-image boxes, the shared hooks, the lightbox's history, swipe and focus), then
    // 17.65 kB with the on-demand lightbox and video player, 17.89 kB with the player's
    // privacy-enhanced hosts and URL-Standard CDN addresses.
    // No outside goal (the issue's 15 kB long exceeded): a guard. 18.16 kB with the slideshow's
    // and the lightbox's split into hooks and parts under 100 lines, 18.49 kB with its
    // layout-free step, 17.85 kB once the overlay stack and the block visibility read core-data's
    // single limits instead of the LIMITS table (-0.64 kB).
    guard(17847),
  ),
  ...[
    ['fade', 'fadeTransition', '120 B', 90],
    ['ken-burns', 'kenBurnsTransition', '170 B', 131],
    ['new-swipe', 'newSwipeTransition', '320 B', 273],
    ['scroll', 'scrollTransition', '180 B', 143],
    ['swipe', 'swipeTransition', '300 B', 260],
  ].map(([name, what, ceiling, measured]) =>
    budget(
      `gallery/transitions/${name}`,
      'gallery',
      `transitions/${name}`,
      `{ ${what} }`,
      goal(ceiling, measured),
    ),
  ),
  // Goal: the issue's 10 kB; yet-another-react-lightbox weighs 11.5 kB in `pnpm bench`.
  budget('lightbox: the lightbox', 'lightbox', 'lightbox', '{ Lightbox }', goal('10 kB', 5395)),
  // Guards: the pure rules (history addresses, swipe, state machine), and the parts a gallery
  // imports alone.
  budget('lightbox/core: the whole entry', 'lightbox', 'core', '*', goal('2.5 kB', 1839)),
  // 956 B once the lightbox's entry holds the item it shows (Forward reopens on it).
  budget('lightbox/history', 'lightbox', 'history', '*', goal('1.2 kB', 956)),
  budget('lightbox/swipe', 'lightbox', 'swipe', '*', goal('0.8 kB', 445)),
  budget('lightbox/constants', 'lightbox', 'constants', '*', goal('0.3 kB', 246)),
  // @vitrine/runtime: lifecycle, registry and hydration (no budget in its issue; a guard)
  budget(
    'runtime: the hydration core',
    'runtime',
    'hydration',
    '{ startHydration }',
    goal('6 kB', 2405),
  ),
  // Guards (no budget in the issue): the badge and the licensed-assets bar, both on the simple
  // translator, so neither brings intl-messageformat. Measured 1.55 kB and 1.51 kB, most of it
  // the runtime catalogue and the translator.
  budget(
    'runtime/site-bars: the badge',
    'runtime',
    'site-bars',
    '{ SiteBadge }',
    goal('1.6 kB', 1563),
  ),
  budget(
    'runtime/site-bars: the licensed-assets bar',
    'runtime',
    'site-bars',
    '{ LicensedAssetsBar }',
    goal('1.6 kB', 1528),
  ),
  // @vitrine/commerce
  budget('commerce/money: <Money>', 'commerce', 'money', '{ Money }', goal('2 kB', 1202)),
  budget(
    'commerce/cart-summary: the cart summary',
    'commerce',
    'cart-summary',
    '{ CartSummary }',
    goal('4 kB', 1482),
  ),
  budget(
    'commerce/cart-store: the cart store',
    'commerce',
    'cart-store',
    '{ createCartStore }',
    goal('3 kB', 1494),
  ),
  // Measured 2.85 kB: the store with linkCartSummary (and the money formatting it brings) and
  // connectCartChannel.
  budget(
    'commerce/cart-store: the cart store, its summary link and the cross-tab channel',
    'commerce',
    'cart-store',
    '{ createCartStore, linkCartSummary, connectCartChannel }',
    goal('3 kB', 2853),
  ),
  // Measured 10.52 kB: most of it is core-data's data layer and the zod/mini cart schema.
  budget(
    'commerce/cart-api: the cart API',
    'commerce',
    'cart-api',
    '{ createCartApi }',
    goal('11 kB', 10570),
  ),
  // Measured 5.55 kB: the field is small; the ICU translator of its messages is most of it.
  budget(
    'commerce/cart: the quantity field',
    'commerce',
    'cart',
    '{ QuantityField }',
    goal('6 kB', 4975),
  ),
  // No budget in the brief: measured 7.2 kB (VariantPicker and StockStatus together 6.91 kB,
  // the pure core 2.05 kB); most of it is the ICU translator a product page's price already loads.
  budget('commerce/product: the whole entry', 'commerce', 'product', '*', goal('7.5 kB', 6592)),
  // @vitrine/maps
  budget(
    'maps/map: MapBlock without the Google script',
    'maps',
    'map',
    '{ MapBlock }',
    // 8.24 kB, then 7.14 kB once the block reads the style numbers as typed literals instead of
    // core-data's enumeration table (the /enums entry, which bundlers could not tree-shake).
    goal('18 kB', 7135),
  ),
  // @vitrine/telemetry
  budget(
    'telemetry/census: census alone',
    'telemetry',
    'census',
    '{ createCensus, shouldRecordCensus }',
    goal('3 kB', 2676),
  ),
  budget(
    'telemetry/page-speed: page speed with web-vitals',
    'telemetry',
    'page-speed',
    '{ createPageSpeedReporter }',
    // The issue's 5 kB is exceeded by 41 B, the first input delay the spec's record holds
    // (web-vitals 5 has none): held to its guard.
    guard(5041),
  ),
  // @vitrine/consent
  budget(
    'consent/google-consent-mode: the Consent Mode v2 bridge',
    'consent',
    'google-consent-mode',
    '{ connectGoogleConsentMode }',
    goal('0.5 kB', 303),
  ),
  // 325 B, then 470 B once it also announces the notice (the banner may hydrate on intent only).
  budget(
    'consent/server-banner: the early-click keeper and announcer of a server-rendered banner',
    'consent',
    'server-banner',
    '{ keepServerBannerClicks }',
    goal('0.5 kB', 470),
  ),
  // The issue's 2 kB is exceeded by 42 B since cookie values escape only what RFC 6265 forbids
  // (the ss_cvr cookie's literal '|', spec 000 §3): held to its guard.
  budget(
    'consent/store: the consent store alone',
    'consent',
    'store',
    '{ consentStore }',
    guard(2042),
  ),
  // Measured 5.73 kB, then 6.25 kB once it keeps what Tab reaches clear of it (its measured
  // reach as the page's scroll padding, WCAG 2.4.11), then 6.00 kB once its settings are read
  // without core-data's enumeration tables, 6.03 kB once it scrolls a tall focused control clear
  // of it (2.4.12).
  budget(
    'consent/banner: the cookie banner',
    'consent',
    'banner',
    '{ CookieBanner }',
    goal('8 kB', 6029),
  ),
  ...WHOLE_ENTRIES.map(([pkg, entry, measured]) =>
    budget(`${pkg}/${entry}: the whole entry`, pkg, entry, '*', guard(measured)),
  ),
];
