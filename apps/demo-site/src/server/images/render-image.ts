import sharp from 'sharp';
import type { ImageEntry } from '../../content/images';
import { artworkSvg } from './artwork-svg';

/**
 * Progressive JPEG at quality 72, through mozjpeg (trellis quantisation, optimised scans) when
 * the libvips that sharp carries has it, as sharp's prebuilt binaries do.
 */
export const JPEG_OPTIONS = {
  quality: 72,
  progressive: true,
  mozjpeg: 'mozjpeg' in sharp.versions,
} as const;

export interface RenderedImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  /** Drawing and encoding time, in milliseconds. */
  readonly durationMs: number;
}

/** Draws an image's artwork at a pixel size and encodes it as JPEG. */
export async function renderImage(
  entry: ImageEntry,
  width: number,
  height: number,
): Promise<RenderedImage> {
  const started = performance.now();
  const svg = Buffer.from(artworkSvg(entry, width, height));
  const { data, info } = await sharp(svg)
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .jpeg(JPEG_OPTIONS)
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, durationMs: performance.now() - started };
}
