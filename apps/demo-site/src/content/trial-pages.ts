import { type ImageEntry, type ImageId, imageById } from './images';
import type { PageBlock, SitePage } from './model';

/**
 * Trial pages, linked from nowhere (like `/essais/bloc-corrompu`): each shows one rule of the
 * spec that the site's own pages do not meet, so that it can be seen and tested.
 */

/** An image block of one of the site's images, with its caption. */
const imageBlock = (id: ImageId, caption: string): PageBlock => {
  const entry = imageById(id) as ImageEntry;
  return {
    kind: 'image',
    data: {
      image: {
        src: `/images/${entry.file}`,
        alt: entry.alt,
        width: entry.width,
        height: entry.height,
        focalPoint: entry.focalPoint,
      },
      caption,
    },
  };
};

const LICENSED_PREVIEW_IMAGES: readonly ImageId[] = ['atelier-05', 'atelier-06', 'atelier-08'];

/** Spec 000 §4: a page with preview licensed images shows the licensed-assets bar. */
const licensedImages: SitePage = {
  path: '/essais/images-sous-licence',
  title: 'Images sous licence',
  heading: 'Une série en aperçu',
  description:
    'Trois images d’une banque d’images, montrées en aperçu avant l’achat de leur licence.',
  pageType: 2,
  collectionId: '6650a1b2c3d4e5f6a7b8c00a',
  previewLicensedImageCount: LICENSED_PREVIEW_IMAGES.length,
  blocks: LICENSED_PREVIEW_IMAGES.map((id) =>
    imageBlock(id, 'Image sous licence, en aperçu (licence non achetée).'),
  ),
};

/**
 * Spec 000 §4: the badge shows unless the template is 7.1 and the badge type is none. The site
 * is a 7.1 site whose badge type is none, so this page shows it as the same site with the light
 * badge would.
 */
const badge: SitePage = {
  path: '/essais/badge',
  title: 'Badge du site',
  heading: 'Le site avec son badge',
  description: 'Cette page montre le site tel qu’il serait avec le badge de type clair.',
  pageType: 2,
  collectionId: '6650a1b2c3d4e5f6a7b8c00b',
  siteSettingsOverrides: { badgeType: 'light' },
  blocks: [imageBlock('atelier-09', 'Le badge suit le pied de page.')],
};

/**
 * Spec 000 §8 console-only errors: a donation block without its button, a form that cannot be
 * rendered and an audio-streaming embed whose URL does not parse. Each is logged in the console
 * and reported; the visitor sees the rest of the page, and no error message.
 */
const consoleOnlyErrors: SitePage = {
  path: '/essais/erreurs-discretes',
  title: 'Erreurs discrètes',
  heading: 'Des blocs en erreur, sans message',
  description:
    'Les erreurs de ces blocs ne vont qu’à la console et au rapport d’erreurs\u00a0: la page reste lisible.',
  pageType: 2,
  collectionId: '6650a1b2c3d4e5f6a7b8c00c',
  blocks: [
    {
      kind: 'donation',
      data: {
        donatePageId: 'dons-sans-bouton',
        title: 'Soutenir la résidence d’artistes',
        description: 'Le bouton de ce bloc a été retiré.',
        buttonText: null,
      },
    },
    // No fields: the form cannot be rendered ('Could not render form').
    { kind: 'form', data: { id: 'formulaire-vide' } },
    {
      kind: 'audio-streaming-embed',
      data: {
        type: 'audio-streaming-embed',
        id: 'emission-illisible',
        value: { url: 'radio atelier lumière' },
      },
    },
    {
      kind: 'accordion',
      heading: 'Un bloc intact',
      data: {
        items: [
          { title: 'Ce bloc fonctionne', paragraphs: ['Il s’ouvre et se ferme au clavier.'] },
        ],
      },
    },
  ],
};

export const TRIAL_PAGES: readonly SitePage[] = [licensedImages, badge, consoleOnlyErrors];
