import { collectionUrlOf, type HistoryItem } from '@vitrine/lightbox/history';
import { CONTACT_FORM, NEWSLETTER_FORM } from './forms';
import { IMAGE_PLACEHOLDER_COLORS } from './image-placeholders';
import { galleryImages, heroImage, type ImageEntry, imageById, teamImages } from './images';
import type { PageBlock, SitePage } from './model';
import { SHOP_BLOCKS } from './shop';
import { HOURS_ANCHOR, SITE } from './site';
import { TRIAL_PAGES } from './trial-pages';

const asImage = (entry: ImageEntry) => ({
  src: `/images/${entry.file}`,
  alt: entry.alt,
  width: entry.width,
  height: entry.height,
  focalPoint: entry.focalPoint,
});

const slide = (entry: ImageEntry) => ({
  id: entry.id,
  type: 'image',
  src: `/images/${entry.file}`,
  alt: entry.alt,
  dimensions: { width: entry.width, height: entry.height },
  focalPoint: entry.focalPoint,
  // Shown in the image's box until it loads (no blank box, no broken-image icon).
  placeholderColor: IMAGE_PLACEHOLDER_COLORS[entry.id],
  title: entry.caption,
  url: entry.id,
});

const slides = galleryImages.map(slide);

const gallery = (
  design: string,
  label: string,
  extra: Record<string, unknown> = {},
): PageBlock => ({
  kind: 'gallery',
  heading: label,
  data: { label, slides, settings: { design, lightbox: true, lightboxTheme: 'dark', ...extra } },
});

const team = teamImages.map((entry) => entry.caption).join(' · ');

const home: SitePage = {
  path: '/',
  title: 'Accueil',
  heading: 'Atelier Lumière',
  description: 'Photographie d’art et céramique façonnée à la main, à Lyon.',
  pageType: 2,
  nav: 'Accueil',
  collectionId: '6650a1b2c3d4e5f6a7b8c001',
  blocks: [
    {
      kind: 'image',
      data: {
        image: asImage(heroImage),
        caption: 'L’atelier au petit matin, rue des Tanneurs.',
        priority: true,
      },
    },
    {
      kind: 'marquee',
      data: {
        text: 'Nouvelle exposition « Terres et lumières » du 5 au 28 décembre · Ateliers de tournage le samedi',
        animationSpeed: 1,
        animationDirection: 'left',
        pausedOnHover: true,
      },
    },
    {
      kind: 'video',
      heading: 'Le tournage d’un bol, en trois minutes',
      data: {
        providerName: 'YouTube',
        html: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="640" height="360"></iframe>',
        title: 'Le tournage d’un bol en grès',
        aspectRatio: '16:9',
        thumbnailUrl: `/images/${imageById('atelier-10')?.file ?? 'atelier-10.jpg'}?format=1000w`,
      },
    },
    {
      kind: 'map',
      heading: 'Nous trouver',
      data: {
        location: {
          mapLat: 45.7676,
          mapLng: 4.8344,
          markerLat: 45.7676,
          markerLng: 4.8344,
          mapZoom: 15,
          addressTitle: 'Atelier Lumière',
          addressLine1: '12 rue des Tanneurs',
          addressLine2: '69001 Lyon',
          addressCountry: 'France',
        },
        style: 1,
        labels: true,
        terrain: false,
        controls: true,
        linkOnClick: true,
      },
    },
    {
      kind: 'summary',
      heading: 'À découvrir',
      data: {
        items: [
          {
            label: 'La galerie',
            href: '/galerie',
            excerpt: 'Nos images en diaporama, grille, carrousel et liste.',
          },
          {
            label: 'La boutique',
            href: '/boutique',
            excerpt: 'Tirages, céramiques, cours et cartes cadeaux.',
          },
          { label: 'L’atelier', href: '/atelier', excerpt: 'Agenda, réservations et ateliers.' },
        ],
      },
    },
    { kind: 'button', data: { label: 'Découvrir la boutique', href: '/boutique' } },
  ],
};

const galleryPage: SitePage = {
  path: '/galerie',
  title: 'Galerie',
  heading: 'Galerie',
  description: `Nos images en plusieurs présentations. ${team}`,
  pageType: 1,
  nav: 'Galerie',
  collectionId: '6650a1b2c3d4e5f6a7b8c002',
  blocks: [
    // Every design of spec 001 §2, one block each.
    gallery('slideshow', 'Diaporama de l’atelier', {
      transition: 'fade',
      autoplay: false,
      thumbnails: true,
      aspectRatio: '3:2',
      // Spec 001 §2 history tracking: the slide (and the lightbox's item) in the address.
      historyHash: true,
    }),
    gallery('grid', 'Grille', { slidesPerRow: 4, padding: 20, aspectRatio: '1:1' }),
    gallery('carousel', 'Carrousel', { slidesPerRow: 3, gutter: 1 }),
    gallery('slider', 'Bandeau défilant', { 'active-alignment': 'center' }),
    gallery('autocolumns', 'Colonnes automatiques', { columnWidth: 250, gutter: 0 }),
    gallery('autogrid', 'Grille automatique', { columnWidth: 250, gutter: 0, aspectRatio: '4:3' }),
    gallery('stacked', 'Images empilées', { lightbox: false }),
    gallery('list', 'Liste', { listImageSize: 320 }),
    {
      kind: 'social-links',
      data: {
        links: [
          { label: 'Instagram', href: 'https://www.instagram.com/atelier.lumiere' },
          { label: 'Pinterest', href: 'https://www.pinterest.fr/atelierlumiere' },
          { label: 'Lettre d’information', href: '/contact' },
        ],
      },
    },
  ],
};

const contact: SitePage = {
  path: '/contact',
  title: 'Contact',
  heading: 'Nous écrire',
  description: 'Une question, une commande sur mesure, un cours ? Écrivez-nous.',
  pageType: 2,
  nav: 'Contact',
  collectionId: '6650a1b2c3d4e5f6a7b8c003',
  blocks: [
    { kind: 'form', heading: 'Formulaire de contact', data: CONTACT_FORM },
    { kind: 'newsletter', data: NEWSLETTER_FORM },
    { kind: 'button', data: { label: 'Nous écrire par e-mail', href: `mailto:${SITE.email}` } },
  ],
};

const shop: SitePage = {
  path: '/boutique',
  title: 'Boutique',
  heading: 'Boutique',
  description: 'Tirages, céramiques, cours, cartes cadeaux et abonnement.',
  pageType: 1,
  nav: 'Boutique',
  collectionId: '6650a1b2c3d4e5f6a7b8c004',
  blocks: SHOP_BLOCKS,
  extras: ['reviews'],
};

const cart: SitePage = {
  path: '/panier',
  title: 'Panier',
  heading: 'Votre panier',
  description: 'Vérifiez vos articles avant de passer commande.',
  pageType: 2,
  collectionId: '6650a1b2c3d4e5f6a7b8c009',
  blocks: [],
  extras: ['cart'],
};

const studio: SitePage = {
  path: '/atelier',
  title: 'L’atelier',
  heading: 'L’atelier et son agenda',
  description: 'Réservations, agenda, écoute et services de nos partenaires.',
  pageType: 2,
  nav: 'L’atelier',
  collectionId: '6650a1b2c3d4e5f6a7b8c005',
  blocks: [
    { kind: 'search', data: { placeholder: 'Un tirage, un cours…' } },
    {
      kind: 'menu',
      heading: 'Nos ateliers et tarifs',
      data: {
        label: 'Ateliers et tarifs',
        menus: [
          {
            key: 'ceramique',
            title: 'Céramique',
            entries: [
              {
                name: 'Initiation au tour',
                description: 'Trois heures, terre et cuisson comprises',
                price: '65 €',
              },
              { name: 'Émaillage', description: 'Deux heures, émaux naturels', price: '45 €' },
            ],
          },
          {
            key: 'photographie',
            title: 'Photographie',
            entries: [
              { name: 'Lumière naturelle', description: 'Une matinée en studio', price: '80 €' },
              {
                name: 'Tirage argentique',
                description: 'Une journée au laboratoire',
                price: '120 €',
              },
            ],
          },
        ],
      },
    },

    {
      kind: 'tour-dates',
      heading: 'Expositions à venir',
      data: {
        dates: [
          { date: '2026-12-05', label: 'Terres et lumières', place: 'Galerie des Tanneurs, Lyon' },
          { date: '2027-01-16', label: 'Salon de la céramique', place: 'Halle Tony Garnier, Lyon' },
          {
            date: '2027-03-02',
            label: 'Photographies d’hiver',
            place: 'Maison de la photo, Annecy',
          },
        ],
      },
    },
    {
      kind: 'calendar',
      heading: 'Agenda de décembre',
      data: {
        month: 'Décembre 2026',
        events: [
          { date: '2026-12-05', label: 'Vernissage', place: 'Atelier' },
          { date: '2026-12-12', label: 'Initiation au tour', place: 'Atelier' },
          { date: '2026-12-19', label: 'Marché de Noël', place: 'Place Sathonay' },
        ],
      },
    },
    {
      kind: 'chart',
      data: {
        title: 'Pièces façonnées par mois',
        bars: [
          { label: 'Septembre', value: 42 },
          { label: 'Octobre', value: 57 },
          { label: 'Novembre', value: 63 },
        ],
      },
    },
    {
      kind: 'audio',
      heading: 'Écouter',
      data: {
        title: 'Carillon de l’atelier',
        artist: 'Atelier Lumière',
        src: '/media/carillon.wav',
      },
    },
    {
      kind: 'audio-streaming-embed',
      heading: 'Notre émission',
      data: {
        type: 'audio-streaming-embed',
        id: 'emission-terre',
        value: {
          show: 'La terre et la lumière',
          url: 'https://radio.atelier-lumiere.fr/la-terre-et-la-lumiere',
        },
      },
    },
    {
      kind: 'embed',
      heading: 'Horaires',
      anchor: HOURS_ANCHOR,
      data: {
        title: 'Horaires d’ouverture',
        html: '<p style="font-family:sans-serif">Du mercredi au samedi, de 11 h à 19 h.</p>',
      },
    },
    {
      kind: 'photo-service-feed-1',
      heading: 'Sur Instagram',
      data: { type: 'photo-service-feed-1', id: 'flux-1', value: { account: 'atelier.lumiere' } },
    },
    {
      kind: 'photo-service-feed-2',
      data: { type: 'photo-service-feed-2', id: 'flux-2', value: { account: 'atelierlumiere' } },
    },
    {
      kind: 'photo-service-feed-3',
      data: { type: 'photo-service-feed-3', id: 'flux-3', value: { account: 'atelier-lumiere' } },
    },
    {
      kind: 'table-booking-1',
      heading: 'Réserver une table au café',
      data: { type: 'table-booking-1', id: 'cafe-1', value: { restaurantId: '4821' } },
    },
    {
      kind: 'table-booking-2',
      data: { type: 'table-booking-2', id: 'cafe-2', value: { restaurantId: 'atelier-cafe' } },
    },
    {
      kind: 'restaurant-reservation',
      heading: 'Réserver le dîner de vernissage',
      data: { type: 'restaurant-reservation', id: 'diner', value: { venue: 'atelier' } },
    },
    {
      kind: 'scheduling',
      heading: 'Prendre rendez-vous',
      data: { type: 'scheduling', id: 'rdv', value: { calendar: 'portraits' } },
    },
    {
      kind: 'wedding-registry',
      heading: 'Liste de mariage',
      data: { type: 'wedding-registry', id: 'liste', value: { registry: 'camille-et-sami' } },
    },
    {
      kind: 'accordion',
      heading: 'Questions fréquentes',
      data: {
        allowMultiple: false,
        expandFirstItem: true,
        items: [
          {
            title: 'Les tirages sont-ils numérotés ?',
            paragraphs: [
              'Chaque tirage est numéroté et signé, sur papier baryté, en édition limitée à trente exemplaires.',
            ],
          },
          {
            title: 'Puis-je venir à l’atelier sans réservation ?',
            paragraphs: [
              'L’atelier est ouvert du mercredi au samedi, de 11 h à 19 h. Les cours se réservent en ligne.',
            ],
          },
          {
            title: 'Livrez-vous à l’étranger ?',
            paragraphs: ['Oui, dans toute l’Union européenne, sous huit jours ouvrés.'],
          },
        ],
      },
    },
    {
      kind: 'summary',
      heading: 'À lire aussi',
      data: {
        items: [
          {
            label: 'Nos tirages',
            href: '/boutique',
            excerpt: 'Éditions limitées, signées et numérotées.',
          },
          {
            label: 'La galerie',
            href: '/galerie',
            excerpt: 'Toutes nos images, en grille ou en diaporama.',
          },
        ],
      },
    },
    {
      kind: 'collection-link',
      data: {
        label: 'Espace membres',
        href: '/membres',
        description: 'Tirages en avant-première.',
      },
    },
  ],
};

const members: SitePage = {
  path: '/membres',
  title: 'Espace membres',
  heading: 'Espace membres',
  description: 'Les tirages en avant-première, réservés aux membres.',
  pageType: 2,
  nav: 'Membres',
  locked: true,
  collectionId: '6650a1b2c3d4e5f6a7b8c006',
  blocks: [
    { kind: 'member-area', data: { title: 'Votre espace' } },
    gallery('autogrid', 'Avant-premières', { columnWidth: 250, gutter: 0 }),
  ],
};

const login: SitePage = {
  path: '/connexion',
  title: 'Connexion',
  heading: 'Connexion',
  description: 'Connectez-vous à votre espace membre.',
  pageType: 2,
  collectionId: '6650a1b2c3d4e5f6a7b8c007',
  blocks: [
    {
      kind: 'member-area',
      data: {
        title: 'Se connecter',
        intro: 'Connectez-vous avec l’adresse de votre compte membre.',
      },
    },
  ],
};

/**
 * A resilience page (linked from nowhere): one block's JSON is corrupted, another's data is
 * refused by its decoder; both stay as server HTML and the blocks around them still work.
 */
const resilience: SitePage = {
  path: '/essais/bloc-corrompu',
  title: 'Bloc corrompu',
  heading: 'Une page avec un bloc corrompu',
  description: 'Un bloc aux données illisibles reste affiché tel que le serveur l’a rendu.',
  pageType: 2,
  collectionId: '6650a1b2c3d4e5f6a7b8c008',
  blocks: [
    {
      kind: 'accordion',
      heading: 'Un bloc intact',
      data: {
        items: [
          { title: 'Ce bloc fonctionne', paragraphs: ['Il s’ouvre et se ferme au clavier.'] },
        ],
      },
    },
    {
      ...gallery('grid', 'Grille aux données corrompues'),
      corruptJson: '{"settings":{"design":"grid"},"slides":[{"id":',
    },
    { kind: 'marquee', data: { text: 42 } },
    gallery('grid', 'Grille intacte', { slidesPerRow: 3 }),
  ],
};

export const PAGES: readonly SitePage[] = [
  home,
  galleryPage,
  shop,
  contact,
  studio,
  members,
  login,
  cart,
  resilience,
];

export const NOT_FOUND_PAGE: SitePage = {
  path: '/404',
  title: 'Page introuvable',
  heading: 'Page introuvable',
  description: 'Cette page n’existe pas ou plus.',
  pageType: 100,
  collectionId: '6650a1b2c3d4e5f6a7b8c404',
  blocks: [
    {
      kind: 'summary',
      data: {
        items: [
          { label: 'Retour à l’accueil', href: '/', excerpt: '' },
          { label: 'La boutique', href: '/boutique', excerpt: '' },
        ],
      },
    },
  ],
};

/**
 * The page that is the collection with this id (spec 000 §2 `/pages/{24-character id}`, the
 * collection panel): the site's pages and the trial pages.
 */
export function pageOfCollection(collectionId: string): SitePage | undefined {
  return [...PAGES, ...TRIAL_PAGES].find((page) => page.collectionId === collectionId);
}

/** Pages whose gallery tracks its slides in the address (spec 001 §2), with those slides. */
const TRACKED_SLIDES: ReadonlyArray<readonly [string, readonly HistoryItem[]]> = [
  [galleryPage.path, slides],
];

export function pageAt(path: string): SitePage | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = [...PAGES, ...TRIAL_PAGES].find((candidate) => candidate.path === normalised);
  if (page) return page;
  // An item's address (spec 001 §2): a tracking page's path plus one slide's url or id.
  const location = { pathname: normalised, search: '', hash: '' };
  const tracked = TRACKED_SLIDES.find(
    ([collection, items]) => collectionUrlOf(location, items) === collection,
  );
  return tracked ? PAGES.find((candidate) => candidate.path === tracked[0]) : undefined;
}
