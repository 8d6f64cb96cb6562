import { LAYOUT_DEFAULTS } from './gallery-constants';
import { type DesignLayout, type GalleryDesign, layoutForDesign } from './gallery-enums';
import { checkColumnWidth } from './validation';

/**
 * The gallery block data of spec 001 §3 (keys as the block JSON spells them), as a template
 * writes it. Block JSON from a page is `unknown`: read it with `readGalleryBlockData` first.
 * Every field is still checked at run time (`galleryConfigFromBlock`): a value outside these
 * types takes the spec's default, so an unknown design shows as base.
 */
export interface GalleryBlockData {
  /** One of the eight designs (spec 001 §2); anything else shows as base. */
  readonly design?: GalleryDesign;
  readonly imageAspectRatio?: string | number;
  readonly slidesPerRow?: number | string;
  readonly lightbox?: boolean;
  readonly lightboxTheme?: string;
  readonly mixedContent?: boolean;
  readonly columnWidth?: number | string;
  readonly gutter?: number | string;
  readonly listImageSize?: number | string;
  readonly 'active-alignment'?: string;
  readonly 'thumbnails-per-row'?: number | string;
  readonly 'square-thumbs'?: boolean;
  readonly 'auto-crop'?: boolean;
  readonly autoplay?: boolean;
  readonly 'autoplay-duration'?: number | string;
  readonly thumbnails?: boolean;
  readonly 'thumbnail-strip-height'?: number | string;
  readonly 'thumbnail-strip-margin'?: number | string;
  readonly padding?: number | string;
  readonly aspectRatio?: string | number;
  readonly vSize?: number | string;
  readonly 'meta-position'?: string;
  readonly designOptions?: { readonly imageWidth?: number | string };
  readonly [key: string]: unknown;
}

/** The settings a layout renders with, defaults applied (spec 001 §3, §9). */
export interface GalleryConfig {
  readonly design: string;
  /** The design's layout (spec 001 §2): never autorows, which no design maps to. */
  readonly layout: DesignLayout;
  /** Width / height, or null for Auto (no fixed ratio). */
  readonly aspectRatio: number | null;
  readonly slidesPerRow: number;
  readonly lightbox: boolean;
  readonly lightboxTheme: 'dark' | 'light';
  readonly columnWidth: number;
  readonly gutter: number;
  readonly padding: number;
  readonly autoplay: boolean;
  /** In ms (the block gives seconds). */
  readonly autoplayTimeout: number;
  readonly thumbnails: boolean;
  readonly activeAlignment: 'left' | 'center' | 'right';
  readonly listImageWidth: number | undefined;
  /** Where the caption overlay sits (spec 001 §3 meta-position); bottom by default. */
  readonly metaPosition: MetaPosition;
  /** Thumbnails across the strip's width, or undefined to size them by the strip height. */
  readonly thumbnailsPerRow: number | undefined;
  readonly squareThumbs: boolean;
  /** Thumbnail strip height and its margin above, in px. */
  readonly thumbnailStripHeight: number;
  readonly thumbnailStripMargin: number;
  /** auto-crop: cover (crop around the focal point, default) or contain (the whole image). */
  readonly crop: 'cover' | 'contain';
  /** vSize: the slideshow's height as a percentage of the viewport height, or null (ratio). */
  readonly vSize: number | null;
  /** mixedContent false keeps image slides only; true or absent keeps video slides too. */
  readonly mixedContent: boolean;
}

export type MetaPosition = 'top' | 'center' | 'bottom';

/** Thumbnail strip defaults (px), the strip's own. */
export const THUMBNAIL_STRIP_HEIGHT = 80;
export const THUMBNAIL_STRIP_MARGIN = 8;

/** `top`, `center`/`middle`, else `bottom` (a `top-left` etc. keeps its vertical part). */
export function parseMetaPosition(value: unknown): MetaPosition {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  if (text.startsWith('top')) return 'top';
  return text.startsWith('center') || text.startsWith('middle') ? 'center' : 'bottom';
}

/** Spec 001 §8 console messages. */
export const DECODE_ERROR = 'Error decoding gallery block data.';
export const EVALUATE_ERROR = 'Error evaluating gallery block data.';

/**
 * Reads gallery block data (spec 001 §3, §5, §8): from the `data-block-json` attribute when
 * present, else from the stored block data. A decoding failure logs 'Error decoding gallery
 * block data.' and gives null: no gallery is created. This is the entry for block data of
 * unknown shape (`readGalleryBlockData(null, input)` for an already parsed value): it checks
 * that the data is an object; each field is checked when `galleryConfigFromBlock` applies it.
 */
export function readGalleryBlockData(
  json: string | null | undefined,
  stored?: unknown,
): GalleryBlockData | null {
  let value: unknown = stored;
  if (json !== null && json !== undefined) {
    try {
      value = JSON.parse(json);
    } catch {
      console.error(DECODE_ERROR);
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    console.error(value === undefined ? DECODE_ERROR : EVALUATE_ERROR);
    return null;
  }
  return value as GalleryBlockData;
}

const toNumber = (value: unknown, fallback: number): number => {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** `'16:9'`, `'1.5'` or `1.5` to a ratio; `'Auto'` (or nothing readable) to null. */
export function parseAspectRatio(value: unknown): number | null {
  const ratio = readAspectRatio(value);
  // A ratio too large or too small to draw (e.g. '1e400') reads as no ratio.
  return ratio !== null && Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

function readAspectRatio(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 ? value : null;
  if (typeof value !== 'string' || value.toLowerCase() === 'auto') return null;
  const [w, h] = value.split(':').map(Number);
  if (w !== undefined && h !== undefined && w > 0 && h > 0) return w / h;
  return w !== undefined && w > 0 && h === undefined ? w : null;
}

/** The longest delay `setTimeout` keeps (2³¹−1 ms); a longer autoplay duration is capped to it. */
const MAX_TIMER_MS = 2_147_483_647;

/** The config a gallery renders with: the design mapped to its layout, every default applied. */
export function galleryConfigFromBlock(data: GalleryBlockData): GalleryConfig {
  const layout = layoutForDesign(data.design);
  const defaults: Record<string, unknown> = LAYOUT_DEFAULTS[layout];
  const column = checkColumnWidth(
    data.columnWidth ?? defaults.columnWidth ?? LAYOUT_DEFAULTS.autogrid.columnWidth,
    LAYOUT_DEFAULTS.autogrid.columnWidth,
  );
  if (!column.ok) console.warn(column.error);
  const alignment = data['active-alignment'];
  const listWidth = data.designOptions?.imageWidth;
  return {
    design: typeof data.design === 'string' ? data.design : '',
    layout,
    aspectRatio: parseAspectRatio(data.aspectRatio ?? data.imageAspectRatio),
    slidesPerRow: Math.max(
      1,
      Math.trunc(toNumber(data.slidesPerRow, Number(defaults.slidesPerRow ?? 3))),
    ),
    lightbox: typeof data.lightbox === 'boolean' ? data.lightbox : defaults.lightbox === true,
    lightboxTheme: data.lightboxTheme === 'light' ? 'light' : 'dark',
    columnWidth: column.value,
    gutter: toNumber(data.gutter, Number(defaults.gutter ?? 0)),
    padding: toNumber(data.padding, Number(defaults.padding ?? 0)),
    autoplay: data.autoplay === true,
    autoplayTimeout:
      data['autoplay-duration'] === undefined
        ? 5000
        : Math.min(MAX_TIMER_MS, toNumber(data['autoplay-duration'], 5) * 1000) || 5000,
    thumbnails: data.thumbnails === true,
    activeAlignment: alignment === 'left' || alignment === 'right' ? alignment : 'center',
    listImageWidth:
      data.listImageSize !== undefined
        ? toNumber(data.listImageSize, 0) || undefined
        : listWidth !== undefined
          ? toNumber(listWidth, 0) || undefined
          : undefined,
    metaPosition: parseMetaPosition(data['meta-position']),
    thumbnailsPerRow: Math.trunc(toNumber(data['thumbnails-per-row'], 0)) || undefined,
    squareThumbs: data['square-thumbs'] === true,
    thumbnailStripHeight:
      toNumber(data['thumbnail-strip-height'], THUMBNAIL_STRIP_HEIGHT) || THUMBNAIL_STRIP_HEIGHT,
    thumbnailStripMargin: toNumber(data['thumbnail-strip-margin'], THUMBNAIL_STRIP_MARGIN),
    crop: data['auto-crop'] === false ? 'contain' : 'cover',
    vSize: Math.min(100, toNumber(data.vSize, 0)) || null,
    mixedContent: data.mixedContent !== false,
  };
}
