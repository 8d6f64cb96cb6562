import sharp from 'sharp';
import type { ImageEntry } from '../../content/images';
import { artworkSvg } from './artwork-svg';

/** The width the artwork is drawn at to measure it: enough for its colours, cheap to draw. */
const MEASURE_WIDTH_PX = 64;

const hex = (channels: ArrayLike<number>) =>
  `#${Array.from({ length: 3 }, (_, index) => (channels[index] ?? 0).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour an image's box shows until the image loads: the mean colour of the artwork the
 * server draws for it (the whole picture averaged to one pixel), as `#rrggbb`. The results are
 * kept in `content/image-placeholders.ts`, whose test checks they still match the drawings.
 */
export async function measurePlaceholderColor(entry: ImageEntry): Promise<string> {
  const height = Math.max(1, Math.round((MEASURE_WIDTH_PX * entry.height) / entry.width));
  const { data } = await sharp(Buffer.from(artworkSvg(entry, MEASURE_WIDTH_PX, height)))
    .resize(1, 1, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hex(data);
}
