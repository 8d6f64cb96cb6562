import {
  SWIPE_DURATION_NARROW_MS,
  SWIPE_DURATION_WIDE_MS,
  SWIPE_NARROW_WIDTH_PX,
} from './gallery-constants';

// One swipe recogniser for the gallery and its lightbox (spec 001 §9): the lightbox's core has
// it, since the gallery depends on the lightbox and not the other way round.
export {
  createSwipeTracker,
  type SwipeAxis,
  type SwipeOptions,
  type SwipeResult,
  type SwipeTracker,
} from '@vitrine/lightbox/swipe';

/**
 * The stacked swipe duration in ms (spec 001 §9): 200–400 ms under 767 px, else 300–500 ms,
 * longer the more distance is left (`remaining` from 0 to 1).
 */
export function stackedSwipeDuration(viewportWidth: number, remaining: number): number {
  const range =
    viewportWidth < SWIPE_NARROW_WIDTH_PX ? SWIPE_DURATION_NARROW_MS : SWIPE_DURATION_WIDE_MS;
  const share = Math.min(1, Math.max(0, Number.isFinite(remaining) ? remaining : 1));
  return Math.round(range.min + (range.max - range.min) * share);
}
