import { describeValue } from '@vitrine/core-data/format';
import { DEFAULT_CDN_HOSTS, DEFAULT_FOCAL_POINT, IMAGE_MESSAGES } from './image-constants';
import type { ImageSizeFormat } from './image-url';

/** How an image fills its box (spec 001 §3): as is, cropped to cover it, or contained in it. */
export type ImageCropMode = 'none' | 'cover' | 'contain';
/** Where a contained image sits in its box (spec 001 §3). */
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';
/** `true` loads at once, `false` never loads by itself, `'viewport'` loads lazily (spec 001 §4). */
export type ImageLoadMode = boolean | 'viewport';

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** A point of the image as two fractions of its width and height. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** Image loading settings given as options; each overrides its element attribute (spec 001 §3). */
export interface ImageSettings {
  readonly source?: string;
  /** `{ width, height }` or `'WxH'`. */
  readonly dimensions?: ImageDimensions | string;
  readonly fixedRatio?: boolean;
  /** `{ x, y }` or `'x,y'`, two fractions (default 0.5, 0.5). */
  readonly focalPoint?: FocalPoint | string;
  readonly load?: ImageLoadMode;
  readonly forceImageUpdate?: boolean;
  /** Read from `data-mode`; `fill` and `fit` are accepted there for cover and contain. */
  readonly cropMode?: ImageCropMode;
  readonly sizeAdjustment?: number;
  readonly sizeFormat?: ImageSizeFormat;
  readonly stretch?: boolean;
  readonly useBgImage?: boolean;
  readonly useAdvancedPositioning?: boolean;
  readonly allowSaveData?: boolean;
  readonly dprMax?: number;
  readonly dprMin?: number;
  readonly fitAlignment?: FitAlignment;
  /** Hosts of the provider's CDN (options only). */
  readonly cdnHosts?: readonly string[];
}

/** Every setting resolved to a valid value. */
export interface ImageConfig {
  readonly source: string;
  readonly dimensions: ImageDimensions | null;
  readonly fixedRatio: boolean;
  readonly focalPoint: FocalPoint;
  readonly load: ImageLoadMode;
  readonly forceImageUpdate: boolean;
  readonly cropMode: ImageCropMode;
  readonly sizeAdjustment: number;
  readonly sizeFormat: ImageSizeFormat;
  readonly stretch: boolean;
  readonly useBgImage: boolean;
  readonly useAdvancedPositioning: boolean;
  readonly allowSaveData: boolean;
  readonly dprMax: number;
  readonly dprMin: number;
  readonly fitAlignment: FitAlignment;
  readonly cdnHosts: readonly string[];
}

export interface ImageConfigInput {
  /** Attribute values by attribute name, as the element holds them. */
  readonly attributes?: Readonly<Record<string, string | null | undefined>>;
  /** The class attribute of the element's parent (`content-fill`, `content-fit`). */
  readonly parentClassName?: string | null;
  /** Options; from block data they may hold anything, and bad values fall back with a warning. */
  readonly options?: ImageSettings;
}

/** `true`, `false`, `'true'`, `''` (attribute present) or `'false'`; else undefined. */
const flag = (raw: unknown) =>
  typeof raw === 'boolean'
    ? raw
    : raw === 'true' || raw === '' || (raw === 'false' ? false : undefined);

/** Two finite numbers from `{ a, b }` or from a string split by `separator`. */
const pair = (raw: unknown, a: string, b: string, separator: string) => {
  const parts =
    typeof raw === 'string'
      ? raw.split(separator).map((part) => (part.trim() ? +part : Number.NaN))
      : [(raw as Record<string, unknown>)[a], (raw as Record<string, unknown>)[b]];
  return parts.length === 2 && parts.every(Number.isFinite)
    ? (parts as [number, number])
    : undefined;
};

const fraction = (value: number) => Math.min(Math.max(value, 0), 1);

type Key = Exclude<keyof ImageSettings, 'cdnHosts'>;

/**
 * Each setting's default, which also says how a raw value parses: a boolean takes a flag, a
 * number a non-negative number, a list one of its values (the first is the default).
 */
const DEFAULTS: Record<Key, unknown> = {
  source: '',
  dimensions: null,
  fixedRatio: false,
  focalPoint: DEFAULT_FOCAL_POINT,
  load: true,
  forceImageUpdate: false,
  cropMode: ['none', 'cover', 'contain'],
  sizeAdjustment: 1,
  sizeFormat: ['queryString', 'filename'],
  stretch: true,
  useBgImage: false,
  useAdvancedPositioning: false,
  allowSaveData: false,
  dprMax: Number.POSITIVE_INFINITY,
  dprMin: 0,
  fitAlignment: ['center', 'top', 'left', 'right', 'bottom'],
};

/** A raw setting parsed, or undefined when it is not valid. */
function parseSetting(key: Key, raw: unknown): unknown {
  const fallback = DEFAULTS[key];
  if (key === 'source') return typeof raw === 'string' ? raw.trim() : undefined;
  if (key === 'load' && raw === 'viewport') return raw;
  // Only text is looked up or compared: an object without a prototype cannot become a key or
  // a number, and would throw.
  const text = typeof raw === 'string';
  if (key === 'cropMode' && text) raw = { fill: 'cover', fit: 'contain' }[raw as string] ?? raw;
  if (key === 'sizeAdjustment' && (text || typeof raw === 'number') && (raw as number) < 0) {
    return 0; // its minimum (spec 001 §3)
  }
  if (key === 'dimensions') {
    const parts = pair(raw, 'width', 'height', 'x');
    return parts && parts[0] > 0 && parts[1] > 0
      ? { width: parts[0], height: parts[1] }
      : undefined;
  }
  if (key === 'focalPoint') {
    const parts = pair(raw, 'x', 'y', ',');
    return parts && { x: fraction(parts[0]), y: fraction(parts[1]) };
  }
  if (typeof fallback === 'boolean') return flag(raw);
  if (typeof fallback === 'number') {
    const value = typeof raw === 'string' && raw.trim() ? +raw : raw;
    return typeof value === 'number' && value >= 0 ? value : undefined;
  }
  return (fallback as unknown[]).includes(raw) ? raw : undefined;
}

const ATTRIBUTE_NAMES: Partial<Record<Key, string>> = {
  source: 'src',
  dimensions: 'image-dimensions',
  focalPoint: 'image-focal-point',
  cropMode: 'mode',
};

/**
 * The element attribute each setting is read from: `data-src`, `data-image-dimensions`,
 * `data-image-focal-point`, `data-mode` (crop mode), else `data-` and the kebab-case name
 * (`data-size-format`, `data-dpr-max`, `data-fit-alignment`…).
 */
export const IMAGE_ATTRIBUTES = Object.fromEntries(
  Object.keys(DEFAULTS).map((key) => [
    key,
    `data-${ATTRIBUTE_NAMES[key as Key] ?? key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
  ]),
) as Readonly<Record<Key, string>>;

/**
 * Resolves the image loading configuration (spec 001 §3) from options, else element attributes,
 * else defaults. A bad value falls back to its default with a warning; the warnings of spec 001
 * §5 are given word for word. Never throws.
 */
export function parseImageConfig(input: ImageConfigInput = {}): {
  config: ImageConfig;
  warnings: string[];
} {
  const warnings: string[] = [];
  const config: Record<string, unknown> = {};
  const given = new Set<string>();
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    config[key] = Array.isArray(fallback) ? fallback[0] : fallback;
    const raw =
      (input.options as Record<string, unknown> | undefined)?.[key] ??
      input.attributes?.[IMAGE_ATTRIBUTES[key as Key]];
    if (raw == null) continue;
    const value = parseSetting(key as Key, raw);
    if (value === undefined) {
      if (key !== 'source')
        warnings.push(`Invalid image ${key} ${describeValue(raw)}: using the default.`);
    } else {
      config[key] = value;
      given.add(key);
    }
  }
  if (!config.source) warnings.push(IMAGE_MESSAGES.invalidSource);
  if (!given.has('cropMode')) {
    const classes = input.parentClassName?.split(/\s+/) ?? [];
    if (classes.includes('content-fill')) config.cropMode = 'cover';
    else if (classes.includes('content-fit')) config.cropMode = 'contain';
  }
  if (config.cropMode === 'contain' && !given.has('fitAlignment')) {
    warnings.push(IMAGE_MESSAGES.missingFitAlignment);
  }
  const hosts = input.options?.cdnHosts;
  config.cdnHosts = Array.isArray(hosts) ? hosts : DEFAULT_CDN_HOSTS;
  return { config: config as unknown as ImageConfig, warnings };
}
