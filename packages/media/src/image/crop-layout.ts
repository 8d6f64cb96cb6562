import type { FitAlignment, FocalPoint, ImageConfig, ImageDimensions } from './parse-image-config';

type PositionConfig = Pick<ImageConfig, 'cropMode' | 'focalPoint' | 'fitAlignment' | 'stretch'>;

/** A box's size in CSS pixels. */
export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

/** Where an image is drawn inside its box, in CSS pixels from the box's top left corner. */
export interface CropLayout extends BoxSize {
  readonly left: number;
  readonly top: number;
}

/** The CSS that places an image in its box: `object-*` for an img, `background-*` for a background. */
export interface ImagePositionStyle {
  aspectRatio?: string;
  objectFit?: 'cover' | 'contain' | 'scale-down';
  objectPosition?: string;
  backgroundSize?: string;
  backgroundPosition?: string;
  backgroundRepeat?: string;
}

const ALIGNMENT_POINTS: Record<FitAlignment, FocalPoint> = {
  top: { x: 0.5, y: 0 },
  left: { x: 0, y: 0.5 },
  center: { x: 0.5, y: 0.5 },
  right: { x: 1, y: 0.5 },
  bottom: { x: 0.5, y: 1 },
};

/**
 * The point of the image, as two fractions, that its placement follows: the fit alignment for a
 * contained image, else the focal point (spec 001 §3).
 */
export function imageAnchor(config: PositionConfig): FocalPoint {
  return config.cropMode === 'contain' ? ALIGNMENT_POINTS[config.fitAlignment] : config.focalPoint;
}

/**
 * The image's size and offset in its box. Cover scales it to fill the box and centres the focal
 * point as far as the edges allow; contain scales it to fit (never above its own size when
 * `stretch` is off) and places it by the fit alignment.
 */
export function cropLayout(
  box: BoxSize,
  image: ImageDimensions,
  config: PositionConfig,
): CropLayout {
  const cover = config.cropMode === 'cover';
  let scale = (cover ? Math.max : Math.min)(box.width / image.width, box.height / image.height);
  if (!cover && !config.stretch) scale = Math.min(scale, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  const anchor = imageAnchor(config);
  const place = (room: number, size: number, at: number) =>
    cover ? Math.min(Math.max(room / 2 - at * size, room - size), 0) : (room - size) * at;
  return {
    width,
    height,
    left: place(box.width, width, anchor.x),
    top: place(box.height, height, anchor.y),
  };
}

/** The width the image is drawn at in its box, which decides the size step to load. */
export function imageDisplayWidth(
  config: PositionConfig & Pick<ImageConfig, 'dimensions'>,
  box: BoxSize,
): number {
  return config.cropMode === 'none' || !config.dimensions || !box.height
    ? box.width
    : cropLayout(box, config.dimensions, config).width;
}

/**
 * CSS placing the image without script: object-fit or background-size from the crop mode,
 * object-position or background-position from the focal point (cover) or the fit alignment
 * (contain), and an aspect-ratio from the dimensions when the ratio is fixed.
 */
export function imagePositionStyle(
  config: PositionConfig & Pick<ImageConfig, 'dimensions' | 'fixedRatio' | 'useBgImage'>,
): ImagePositionStyle {
  const style: ImagePositionStyle = {};
  if (config.fixedRatio && config.dimensions) {
    style.aspectRatio = `${config.dimensions.width} / ${config.dimensions.height}`;
  }
  const { x, y } = imageAnchor(config);
  const percent = (value: number) => `${Math.round(value * 1e4) / 100}%`;
  const position = `${percent(x)} ${percent(y)}`;
  if (config.useBgImage) {
    style.backgroundSize = config.cropMode === 'none' ? '100% auto' : config.cropMode;
    style.backgroundPosition = position;
    style.backgroundRepeat = 'no-repeat';
  } else if (config.cropMode !== 'none') {
    style.objectFit =
      config.cropMode === 'cover' || config.stretch ? config.cropMode : 'scale-down';
    style.objectPosition = position;
  }
  return style;
}
