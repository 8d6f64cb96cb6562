import { imageUrlForSize, pickImageSize } from '@vitrine/media/image-core';

/**
 * The images of Atelier Lumière. The site commits no photo: the server draws each one from the
 * entry below (scene, palette, original size) and serves it in the size steps of spec 001 §9
 * at `/images/<file>?format=<step>w` (see `src/server/images/`).
 */

/** Where the image server answers; the file name follows. */
export const IMAGE_ROUTE_PREFIX = '/images';

/** What the drawn picture shows; the server has one drawing per scene. */
export type ImageScene =
  | 'hills'
  | 'sea'
  | 'mountains'
  | 'dunes'
  | 'forest'
  | 'bowl'
  | 'vases'
  | 'wheel'
  | 'window'
  | 'lights'
  | 'prints'
  | 'gift-card'
  | 'portrait';

/** Five colours, from the picture's top to its shadows. `sky` also serves as a placeholder. */
export interface ImagePalette {
  /** Background at the top (sky, wall). */
  readonly sky: string;
  /** Background at the bottom (horizon, table). */
  readonly horizon: string;
  /** Light: sun, glow, highlights. */
  readonly light: string;
  /** The subject's main colour. */
  readonly mid: string;
  /** Shadows and the nearest ground. */
  readonly deep: string;
}

export interface ImageEntry {
  readonly id: ImageId;
  readonly file: `${ImageId}.jpg`;
  /** French text alternative: what the picture shows. */
  readonly alt: string;
  /** Width of the original, in pixels (the widest size served, at most the 2500 step). */
  readonly width: number;
  /** Height of the original, in pixels. */
  readonly height: number;
  /** Where the subject is, as fractions of the width and height (spec 001 §3). */
  readonly focalPoint: { readonly x: number; readonly y: number };
  /** French caption, as a visitor reads it (plain text: never render it as HTML). */
  readonly caption: string;
  /** The caption holds markup on purpose, to check that pages print it as text. */
  readonly hostileCaption?: true;
  readonly palette: ImagePalette;
  readonly scene: ImageScene;
}

export type ImageId =
  | 'atelier-01'
  | 'atelier-02'
  | 'atelier-03'
  | 'atelier-04'
  | 'atelier-05'
  | 'atelier-06'
  | 'atelier-07'
  | 'atelier-08'
  | 'atelier-09'
  | 'atelier-10'
  | 'atelier-11'
  | 'atelier-12'
  | 'atelier-13'
  | 'atelier-14'
  | 'atelier-15'
  | 'atelier-16';

export const IMAGES: readonly ImageEntry[] = [
  {
    id: 'atelier-01',
    file: 'atelier-01.jpg',
    alt: 'Collines bleutées superposées dans la brume, sous un soleil pâle qui se lève',
    width: 2500,
    height: 1406,
    focalPoint: { x: 0.62, y: 0.38 },
    caption: 'Lever du jour sur les collines, vu depuis la terrasse de l’atelier.',
    palette: {
      sky: '#f6d7b8',
      horizon: '#f2b9a1',
      light: '#fff4dc',
      mid: '#7b8fb2',
      deep: '#2f3c5a',
    },
    scene: 'hills',
  },
  {
    id: 'atelier-02',
    file: 'atelier-02.jpg',
    alt: 'Soleil orange couchant sur la mer, ses reflets dorés étirés sur l’eau calme',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.5, y: 0.45 },
    caption: 'Fin d’été sur la côte : le soleil touche l’horizon.',
    palette: {
      sky: '#3d3a6b',
      horizon: '#f08a5d',
      light: '#ffd37a',
      mid: '#b84a62',
      deep: '#1d2340',
    },
    scene: 'sea',
  },
  {
    id: 'atelier-03',
    file: 'atelier-03.jpg',
    alt: 'Collines aux tons roux et ocre en plans successifs, sous un ciel doré d’automne',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.4, y: 0.5 },
    caption: 'Tirage « Collines d’automne », papier coton mat, édition de 30.',
    palette: {
      sky: '#fbe3b0',
      horizon: '#f5c27a',
      light: '#fff6e0',
      mid: '#c0703a',
      deep: '#4a2418',
    },
    scene: 'hills',
  },
  {
    id: 'atelier-04',
    file: 'atelier-04.jpg',
    alt: 'Bol en grès à l’émail bleu profond posé sur une table claire, lumière douce de côté',
    width: 2000,
    height: 2000,
    focalPoint: { x: 0.5, y: 0.56 },
    caption: 'Bol « Nuit d’encre », grès émaillé, tourné à la main.',
    palette: {
      sky: '#efe6da',
      horizon: '#d9c7b1',
      light: '#ffffff',
      mid: '#2e5d8a',
      deep: '#142a40',
    },
    scene: 'bowl',
  },
  {
    id: 'atelier-05',
    file: 'atelier-05.jpg',
    alt: 'Troncs de pins verticaux dans la brume du matin, de plus en plus pâles au loin',
    width: 1667,
    height: 2500,
    focalPoint: { x: 0.45, y: 0.4 },
    caption: 'Sous-bois des Landes, brume de septembre.',
    palette: {
      sky: '#dfe8df',
      horizon: '#c4d3c2',
      light: '#f7fbef',
      mid: '#5e7a62',
      deep: '#22322a',
    },
    scene: 'forest',
  },
  {
    id: 'atelier-06',
    file: 'atelier-06.jpg',
    alt: 'Sommets enneigés découpés sur un ciel rose et mauve au crépuscule',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.55, y: 0.35 },
    caption: 'Les Écrins à l’heure bleue.',
    palette: {
      sky: '#6b5b95',
      horizon: '#f3a6a0',
      light: '#fff1ec',
      mid: '#5a4e7c',
      deep: '#231f3a',
    },
    scene: 'mountains',
  },
  {
    id: 'atelier-07',
    file: 'atelier-07.jpg',
    alt: 'Dunes de sable aux courbes douces, ombrées de brun, sous un ciel pêche',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.5, y: 0.6 },
    caption: 'Tirage « Dunes au crépuscule », papier baryté, édition de 20.',
    palette: {
      sky: '#f9d9c0',
      horizon: '#f4b68c',
      light: '#fff3e3',
      mid: '#d98b55',
      deep: '#7a3f24',
    },
    scene: 'dunes',
  },
  {
    id: 'atelier-08',
    file: 'atelier-08.jpg',
    alt: 'Trois vases en porcelaine de hauteurs différentes alignés sur une étagère en chêne',
    width: 2000,
    height: 2000,
    focalPoint: { x: 0.5, y: 0.55 },
    caption: 'Série « Trois sœurs », porcelaine et émail céladon.',
    palette: {
      sky: '#e9efe9',
      horizon: '#c9a27a',
      light: '#ffffff',
      mid: '#8fb3a3',
      deep: '#4d6b60',
    },
    scene: 'vases',
  },
  {
    id: 'atelier-09',
    file: 'atelier-09.jpg',
    alt: 'Rayons de soleil obliques traversant une grande fenêtre à carreaux sur un mur clair',
    width: 1667,
    height: 2500,
    focalPoint: { x: 0.5, y: 0.42 },
    caption: 'La lumière de quinze heures dans l’atelier, côté verrière.',
    palette: {
      sky: '#f3e9dc',
      horizon: '#e1cdb5',
      light: '#fff8e6',
      mid: '#b08968',
      deep: '#5b4332',
    },
    scene: 'window',
  },
  {
    id: 'atelier-10',
    file: 'atelier-10.jpg',
    alt: 'Tour de potier vu de dessus, une motte d’argile rouge striée de sillons au centre',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.5, y: 0.5 },
    caption: 'Atelier d’initiation au tour : trois heures pour tourner votre premier bol.',
    palette: {
      sky: '#d8d2c8',
      horizon: '#a9a196',
      light: '#f4efe6',
      mid: '#b5653f',
      deep: '#3f3a36',
    },
    scene: 'wheel',
  },
  {
    id: 'atelier-11',
    file: 'atelier-11.jpg',
    alt: 'Pleine lune blanche au-dessus d’une mer sombre, un sillage argenté sur les vagues',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.5, y: 0.4 },
    caption: 'Nuit de pleine lune sur la baie.',
    palette: {
      sky: '#0f1b33',
      horizon: '#2f4a72',
      light: '#f3f6ff',
      mid: '#2a3f63',
      deep: '#080f1e',
    },
    scene: 'sea',
  },
  {
    id: 'atelier-12',
    file: 'atelier-12.jpg',
    alt: 'Points lumineux flous et colorés d’une guirlande sur un fond sombre',
    width: 2000,
    height: 2000,
    focalPoint: { x: 0.5, y: 0.5 },
    caption: 'Soirée de vernissage <img src=x onerror=alert(1)> (légende piégée pour les tests).',
    hostileCaption: true,
    palette: {
      sky: '#1c1426',
      horizon: '#33203d',
      light: '#ffd98a',
      mid: '#e2688a',
      deep: '#0b0710',
    },
    scene: 'lights',
  },
  {
    id: 'atelier-13',
    file: 'atelier-13.jpg',
    alt: 'Cinq tirages encadrés de tailles variées accrochés sur un mur de galerie vert sauge',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.5, y: 0.45 },
    caption: 'L’accrochage de printemps à la galerie de l’atelier.',
    palette: {
      sky: '#a9b8a0',
      horizon: '#8c9c84',
      light: '#fbf7ee',
      mid: '#d9a05b',
      deep: '#2f3a2c',
    },
    scene: 'prints',
  },
  {
    id: 'atelier-14',
    file: 'atelier-14.jpg',
    alt: 'Carte cadeau crème au monogramme AL, nouée d’un ruban terracotta, sur fond rose poudré',
    width: 2500,
    height: 1667,
    focalPoint: { x: 0.5, y: 0.5 },
    caption: 'Carte cadeau : un tirage, un atelier ou une pièce, au choix.',
    palette: {
      sky: '#f4dcd6',
      horizon: '#e8c2b8',
      light: '#fffaf2',
      mid: '#c4623f',
      deep: '#6d3b2e',
    },
    scene: 'gift-card',
  },
  {
    id: 'atelier-15',
    file: 'atelier-15.jpg',
    alt: 'Silhouette en buste de Camille, photographe, sur un fond ocre chaud',
    width: 1667,
    height: 2500,
    focalPoint: { x: 0.5, y: 0.36 },
    caption: 'Camille Roussel, photographe et fondatrice de l’atelier.',
    palette: {
      sky: '#e9b872',
      horizon: '#d08c4a',
      light: '#fff0d6',
      mid: '#3b2f2a',
      deep: '#1e1715',
    },
    scene: 'portrait',
  },
  {
    id: 'atelier-16',
    file: 'atelier-16.jpg',
    alt: 'Silhouette en buste de Malik, céramiste, sur un fond bleu canard',
    width: 1667,
    height: 2500,
    focalPoint: { x: 0.5, y: 0.36 },
    caption: 'Malik Benali, céramiste, anime les ateliers de tournage.',
    palette: {
      sky: '#3f7f86',
      horizon: '#2b5d66',
      light: '#e6fbf8',
      mid: '#1f2a2e',
      deep: '#0d1417',
    },
    scene: 'portrait',
  },
];

/** Which image goes where on the site. */
export const IMAGE_GROUPS = {
  hero: 'atelier-01',
  gallery: [
    'atelier-02',
    'atelier-03',
    'atelier-04',
    'atelier-05',
    'atelier-06',
    'atelier-07',
    'atelier-08',
    'atelier-09',
    'atelier-10',
    'atelier-11',
    'atelier-12',
    'atelier-13',
  ],
  products: {
    prints: ['atelier-03', 'atelier-07'],
    ceramicBowl: 'atelier-04',
    workshop: 'atelier-10',
    giftCard: 'atelier-14',
  },
  team: ['atelier-15', 'atelier-16'],
} as const satisfies {
  hero: ImageId;
  gallery: readonly ImageId[];
  products: Record<string, ImageId | readonly ImageId[]>;
  team: readonly ImageId[];
};

const IMAGES_BY_ID = new Map<string, ImageEntry>(IMAGES.map((entry) => [entry.id, entry]));
const IMAGES_BY_FILE = new Map<string, ImageEntry>(IMAGES.map((entry) => [entry.file, entry]));

/** The entry of an id, or `undefined` for an unknown one. */
export function imageById(id: string): ImageEntry | undefined {
  return IMAGES_BY_ID.get(id);
}

/** The entry of a file name (`atelier-01.jpg`), or `undefined` for an unknown one. */
export function imageByFile(file: string): ImageEntry | undefined {
  return IMAGES_BY_FILE.get(file);
}

function requireImage(id: ImageId): ImageEntry {
  const entry = IMAGES_BY_ID.get(id);
  if (!entry) throw new Error(`Unknown image id "${id}".`);
  return entry;
}

/**
 * The image's address. Without a width (or with one that is not a positive number) it is the
 * plain file, which the server sends at its default step; with a width, the smallest size step
 * at least that wide (the widest, 2500, above it), in the query form the media loader uses:
 * `/images/atelier-01.jpg?format=750w` (spec 001 §5, §9). Throws for an id not in the catalogue.
 */
export function imageUrl(id: ImageId, width?: number): string {
  const source = `${IMAGE_ROUTE_PREFIX}/${requireImage(id).file}`;
  if (width === undefined || !Number.isFinite(width) || width <= 0) return source;
  return imageUrlForSize(source, pickImageSize(width, 1));
}

/**
 * The attributes the media image loader reads on an `<img>` (spec 001 §3): source, original
 * dimensions (`WxH`) and focal point (`x,y`), with the text alternative and the box size
 * (`width`, `height`) that reserve the space before the image arrives.
 */
export function imageDataAttributes(id: ImageId) {
  const entry = requireImage(id);
  return {
    alt: entry.alt,
    width: entry.width,
    height: entry.height,
    'data-src': `${IMAGE_ROUTE_PREFIX}/${entry.file}`,
    'data-image-dimensions': `${entry.width}x${entry.height}`,
    'data-image-focal-point': `${entry.focalPoint.x},${entry.focalPoint.y}`,
  } as const;
}

/** The hero image, the twelve gallery images and the team portraits, in page order. */
export const heroImage: ImageEntry = requireImage(IMAGE_GROUPS.hero);
export const galleryImages: readonly ImageEntry[] = IMAGE_GROUPS.gallery.map(requireImage);
export const teamImages: readonly ImageEntry[] = IMAGE_GROUPS.team.map(requireImage);
