import {
  SWIPE_AXIS_LOCK_PX,
  SWIPE_DURATION_NARROW_MS,
  SWIPE_DURATION_WIDE_MS,
  SWIPE_NARROW_WIDTH_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_LIMIT_MS,
} from './gallery-constants';

export type SwipeAxis = 'x' | 'y';
export type SwipeResult = 'next' | 'previous' | null;

export interface SwipeOptions {
  readonly threshold?: number;
  readonly timeLimit?: number;
  readonly axisLock?: number;
}

export interface SwipeTracker {
  start(x: number, y: number, time: number): void;
  /** The axis once fixed (after 10 px), and the horizontal distance so far. */
  move(x: number, y: number): { axis: SwipeAxis | null; dx: number };
  /** Ends the gesture: a horizontal swipe of at least 50 px within 250 ms steps. */
  end(x: number, y: number, time: number): SwipeResult;
  /** Whether a gesture is under way. */
  active(): boolean;
}

/**
 * Recognises a horizontal swipe (spec 001 §9): the first 10 px of movement fix the axis; a
 * swipe on the x axis of at least 50 px within 250 ms goes to the next slide (leftwards) or
 * the previous one (rightwards). A vertical gesture is left to the page's scrolling.
 */
export function createSwipeTracker(options: SwipeOptions = {}): SwipeTracker {
  const threshold = options.threshold ?? SWIPE_THRESHOLD_PX;
  const timeLimit = options.timeLimit ?? SWIPE_TIME_LIMIT_MS;
  const axisLock = options.axisLock ?? SWIPE_AXIS_LOCK_PX;
  let origin: { x: number; y: number; time: number } | null = null;
  let axis: SwipeAxis | null = null;

  const fix = (x: number, y: number) => {
    if (!origin || axis) return;
    const dx = Math.abs(x - origin.x);
    const dy = Math.abs(y - origin.y);
    if (Math.max(dx, dy) >= axisLock) axis = dx >= dy ? 'x' : 'y';
  };

  return {
    start(x, y, time) {
      origin = { x, y, time };
      axis = null;
    },
    move(x, y) {
      fix(x, y);
      return { axis, dx: origin && axis === 'x' ? x - origin.x : 0 };
    },
    end(x, y, time) {
      fix(x, y);
      const from = origin;
      origin = null;
      if (!from || axis !== 'x') return null;
      const dx = x - from.x;
      if (Math.abs(dx) < threshold || time - from.time > timeLimit) return null;
      return dx < 0 ? 'next' : 'previous';
    },
    active: () => origin !== null,
  };
}

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
