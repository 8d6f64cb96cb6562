import { NARROW_IMAGE_BELOW_PX } from './image-constants';

/** Whether an image drawn this wide counts as narrow: under 415 px (spec 001 §9). */
export function isNarrowImage(width: number): boolean {
  return width > 0 && width < NARROW_IMAGE_BELOW_PX;
}
