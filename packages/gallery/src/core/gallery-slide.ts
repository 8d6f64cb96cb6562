/** A focal point, fractions of the width and height. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** The data of a video slide, as `@vitrine/media`'s video embed reads it. */
export interface GalleryVideo {
  readonly providerName?: string;
  readonly html?: string;
  readonly mode?: 'none' | 'fit' | 'fill' | null;
  readonly aspectRatio?: number;
  readonly title?: string;
  readonly thumbnailUrl?: string;
}

/** One slide (spec 001 §3 "Slide attributes"). */
export interface GallerySlide {
  /** `data-slide-id`. */
  readonly id: string;
  /** `data-type`: image (default) or video. */
  readonly type: 'image' | 'video';
  /** `data-src`: the image (or the video's thumbnail). */
  readonly src: string;
  readonly alt: string;
  /** `data-image-dimensions`. */
  readonly dimensions?: { readonly width: number; readonly height: number };
  /** `data-image-focal-point`. */
  readonly focalPoint?: FocalPoint;
  /** `data-slide-url`. */
  readonly url?: string;
  /** `data-click-through-url`. */
  readonly clickThroughUrl?: string;
  readonly title?: string;
  readonly description?: string;
  readonly video?: GalleryVideo;
  /** What the image's box shows until it loads: a CSS colour, e.g. its dominant colour. */
  readonly placeholderColor?: string;
  /** A tiny preview shown over that colour until the image loads (e.g. a data URI). */
  readonly placeholderPreview?: string;
}

/** `'1600x900'` to `{ width, height }`, else undefined. */
export function parseDimensions(value: string | null | undefined) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)
    ? { width, height }
    : undefined;
}

/** `'0.2,0.6'` to `{ x, y }` clamped to 0–1, else undefined. */
export function parseFocalPoint(value: string | null | undefined): FocalPoint | undefined {
  const parts = (value ?? '').split(',').map((part) => Number.parseFloat(part));
  const [x, y] = parts;
  if (parts.length !== 2 || x === undefined || y === undefined) return undefined;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(x), y: clamp(y) };
}

/**
 * Reads a slide from its attributes (spec 001 §3 "Slide attributes", plus the site's
 * `data-placeholder-color` and `data-placeholder-preview`); `read` answers an
 * attribute's value (e.g. `element.getAttribute`). `index` names slides without an id.
 */
export function readSlideAttributes(
  read: (name: string) => string | null,
  index: number,
): GallerySlide {
  const dimensions = parseDimensions(read('data-image-dimensions'));
  const focalPoint = parseFocalPoint(read('data-image-focal-point'));
  const url = read('data-slide-url');
  const clickThroughUrl = read('data-click-through-url');
  const placeholderColor = read('data-placeholder-color');
  const placeholderPreview = read('data-placeholder-preview');
  return {
    id: read('data-slide-id') || `slide-${index + 1}`,
    type: read('data-type') === 'video' ? 'video' : 'image',
    src: read('data-src') ?? '',
    alt: read('alt') ?? '',
    ...(dimensions ? { dimensions } : {}),
    ...(focalPoint ? { focalPoint } : {}),
    ...(url ? { url } : {}),
    ...(clickThroughUrl ? { clickThroughUrl } : {}),
    ...(placeholderColor ? { placeholderColor } : {}),
    ...(placeholderPreview ? { placeholderPreview } : {}),
  };
}
