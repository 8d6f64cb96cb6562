import { isRecord, num, sitePath, text } from '../blocks/decode-helpers';
import { IMAGE_SIZE_STEPS } from '../content/image-steps';

export interface ResponsiveImageData {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly focalPoint?: { readonly x: number; readonly y: number };
}

/** Reads an image from block JSON; null when it has no site-relative source or no size. */
export function readImage(input: unknown): ResponsiveImageData | null {
  if (!isRecord(input)) return null;
  const src = text(input.src);
  const width = num(input.width, 0);
  const height = num(input.height, 0);
  if (sitePath(src) === null || width <= 0 || height <= 0) return null;
  const focal = isRecord(input.focalPoint)
    ? { x: num(input.focalPoint.x, 0.5), y: num(input.focalPoint.y, 0.5) }
    : undefined;
  return { src, alt: text(input.alt), width, height, ...(focal ? { focalPoint: focal } : {}) };
}

/** The `srcset` of an image: each size step of spec 001 §9 up to the original's width. */
export function imageSrcSet(image: Pick<ResponsiveImageData, 'src' | 'width'>): string {
  const steps = IMAGE_SIZE_STEPS.filter((step) => step <= image.width);
  const usable = steps.length > 0 ? steps : [Math.min(...IMAGE_SIZE_STEPS)];
  return usable
    .slice()
    .sort((a, b) => a - b)
    .map((step) => `${image.src}?format=${step}w ${step}w`)
    .join(', ');
}

/**
 * An image without JavaScript: the browser picks the size step from `srcset` and `sizes`, and
 * `width`/`height` reserve its box before it arrives (no layout shift). Images of static blocks
 * use this; the gallery uses the media package's loader.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  readonly image: ResponsiveImageData;
  readonly sizes: string;
  readonly priority?: boolean;
  readonly className?: string;
}) {
  const position = image.focalPoint
    ? `${Math.round(image.focalPoint.x * 100)}% ${Math.round(image.focalPoint.y * 100)}%`
    : undefined;
  return (
    <img
      className={className ? `demo-image ${className}` : 'demo-image'}
      src={`${image.src}?format=1000w`}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      style={position ? { objectPosition: position } : undefined}
    />
  );
}
