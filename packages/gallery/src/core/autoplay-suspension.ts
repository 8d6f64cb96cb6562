import type { GallerySlide } from './gallery-slide';

/**
 * Whether autoplay is suspended for a video (spec 001 §4: "suspended while a video is showing
 * and restored afterwards"): a video slide among those shown is playing. A video that is only
 * offered (its overlay or thumbnail) does not suspend; one playing off screen does not either.
 */
export function isVideoShowing(
  slides: readonly Pick<GallerySlide, 'type'>[],
  playing: Iterable<number>,
  shown: (index: number) => boolean,
): boolean {
  for (const index of playing) {
    if (slides[index]?.type === 'video' && shown(index)) return true;
  }
  return false;
}
