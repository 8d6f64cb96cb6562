import { describeValue } from '@vitrine/core-data/format';
import { DECODE_ERROR, EVALUATE_ERROR, type GalleryBlockData } from './block-data';
import { isGalleryDesign } from './gallery-enums';
import type { FocalPoint, GallerySlide, GalleryVideo } from './gallery-slide';

/** Gallery data read from data of unknown shape: errors are values, never exceptions. */
export type GalleryParseResult<T> =
  | {
      readonly ok: true;
      readonly value: T;
      /** One line per field or slide left out; empty for well-formed data. */
      readonly warnings: readonly string[];
    }
  | { readonly ok: false; readonly error: string };

type Check = (value: unknown) => boolean;

const isBoolean: Check = (value) => typeof value === 'boolean';
const isText: Check = (value) => typeof value === 'string';
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** A number, or a text the block JSON writes for one ('16:9' and 'Auto' for ratios). */
const isNumberOrText: Check = (value) => isFiniteNumber(value) || typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each field of `GalleryBlockData` may hold, and how a warning names it. */
const FIELDS: Readonly<Record<string, readonly [Check, string]>> = {
  design: [isGalleryDesign, 'one of the eight design names'],
  imageAspectRatio: [isNumberOrText, 'a number or a text'],
  aspectRatio: [isNumberOrText, 'a number or a text'],
  slidesPerRow: [isNumberOrText, 'a number or a text'],
  lightbox: [isBoolean, 'true or false'],
  lightboxTheme: [isText, 'a text'],
  mixedContent: [isBoolean, 'true or false'],
  columnWidth: [isNumberOrText, 'a number or a text'],
  gutter: [isNumberOrText, 'a number or a text'],
  listImageSize: [isNumberOrText, 'a number or a text'],
  'active-alignment': [isText, 'a text'],
  'thumbnails-per-row': [isNumberOrText, 'a number or a text'],
  'square-thumbs': [isBoolean, 'true or false'],
  'auto-crop': [isBoolean, 'true or false'],
  autoplay: [isBoolean, 'true or false'],
  'autoplay-duration': [isNumberOrText, 'a number or a text'],
  thumbnails: [isBoolean, 'true or false'],
  'thumbnail-strip-height': [isNumberOrText, 'a number or a text'],
  'thumbnail-strip-margin': [isNumberOrText, 'a number or a text'],
  padding: [isNumberOrText, 'a number or a text'],
  vSize: [isNumberOrText, 'a number or a text'],
  'meta-position': [isText, 'a text'],
  designOptions: [
    (value) =>
      isRecord(value) && (value.imageWidth === undefined || isNumberOrText(value.imageWidth)),
    'an object whose imageWidth is a number or a text',
  ],
};

/**
 * Reads gallery block data (spec 001 §3) from data of unknown shape: the block JSON as text, or
 * a value already parsed (a JSON import, a CMS answer). Text that is not JSON, and JSON that is
 * not an object, give an error value (spec 001 §8's 'Error decoding gallery block data.' /
 * 'Error evaluating gallery block data.'). Any object gives a typed `GalleryBlockData`: a field
 * outside its type is left out with a warning (the spec's default then applies), other keys are
 * kept as they are. Never throws.
 */
export function parseGalleryBlockData(input: unknown): GalleryParseResult<GalleryBlockData> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: DECODE_ERROR };
    }
  }
  if (!isRecord(value)) return { ok: false, error: EVALUATE_ERROR };
  const data: Record<string, unknown> = {};
  const warnings: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const rule = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (field === undefined) continue;
    if (rule && !rule[0](field)) {
      warnings.push(
        `Gallery block field "${key}" must be ${rule[1]}, got ${describeValue(field)}: left out.`,
      );
      continue;
    }
    data[key] = field;
  }
  return { ok: true, value: data as GalleryBlockData, warnings };
}

const VIDEO_MODES: readonly unknown[] = ['none', 'fit', 'fill', null];

function readVideo(input: unknown): GalleryVideo | undefined {
  if (!isRecord(input)) return undefined;
  const video: { -readonly [K in keyof GalleryVideo]: GalleryVideo[K] } = {};
  for (const key of ['providerName', 'html', 'title', 'thumbnailUrl'] as const) {
    const field = input[key];
    if (typeof field === 'string') video[key] = field;
  }
  if (isFiniteNumber(input.aspectRatio) && input.aspectRatio > 0) {
    video.aspectRatio = input.aspectRatio;
  }
  if (VIDEO_MODES.includes(input.mode)) video.mode = input.mode as GalleryVideo['mode'];
  return video;
}

function readDimensions(input: unknown): GallerySlide['dimensions'] {
  if (!isRecord(input)) return undefined;
  const { width, height } = input;
  return isFiniteNumber(width) && isFiniteNumber(height) && width > 0 && height > 0
    ? { width, height }
    : undefined;
}

function readFocalPoint(input: unknown): FocalPoint | undefined {
  if (!isRecord(input) || !isFiniteNumber(input.x) || !isFiniteNumber(input.y)) return undefined;
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(input.x), y: clamp(input.y) };
}

/** Optional text fields of a slide, copied when they are text. */
const SLIDE_TEXTS = [
  'url',
  'clickThroughUrl',
  'title',
  'description',
  'placeholderColor',
  'placeholderPreview',
] as const;

/**
 * Reads a gallery's slides (spec 001 §3 "Slide attributes", as objects) from data of unknown
 * shape: a slide needs an `id` and a `src` (texts), else it is left out with a warning; `type`
 * is video or image (the default); `dimensions` must be positive numbers and `focalPoint`
 * numbers (clamped to 0–1), else they are dropped; optional texts that are not text are dropped.
 * A value that is not an array gives an error value. Never throws. Whether a link or a colour
 * is safe to use is the page's decision, not checked here.
 */
export function parseGallerySlides(input: unknown): GalleryParseResult<GallerySlide[]> {
  if (!Array.isArray(input)) {
    return { ok: false, error: `Gallery slides must be an array, got ${describeValue(input)}.` };
  }
  const slides: GallerySlide[] = [];
  const warnings: string[] = [];
  const ids = new Set<string>();
  input.forEach((item: unknown, index) => {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.src !== 'string') {
      warnings.push(`Gallery slide ${index + 1} has no text id or src: left out.`);
      return;
    }
    if (item.id === '' || ids.has(item.id)) {
      warnings.push(`Gallery slide ${index + 1} has an empty or repeated id: left out.`);
      return;
    }
    ids.add(item.id);
    const slide: { -readonly [K in keyof GallerySlide]: GallerySlide[K] } = {
      id: item.id,
      type: item.type === 'video' ? 'video' : 'image',
      src: item.src,
      alt: typeof item.alt === 'string' ? item.alt : '',
    };
    const dimensions = readDimensions(item.dimensions);
    if (dimensions) slide.dimensions = dimensions;
    const focalPoint = readFocalPoint(item.focalPoint);
    if (focalPoint) slide.focalPoint = focalPoint;
    for (const key of SLIDE_TEXTS) {
      const field = item[key];
      if (typeof field === 'string') slide[key] = field;
    }
    const video = readVideo(item.video);
    if (video) slide.video = video;
    slides.push(slide);
  });
  return { ok: true, value: slides, warnings };
}
