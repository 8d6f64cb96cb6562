import { SWIPE_AXIS_LOCK_PX, SWIPE_THRESHOLD_PX, SWIPE_TIME_LIMIT_MS } from './lightbox-constants';

export type SwipeAxis = 'x' | 'y';
/** A horizontal swipe as a step: leftwards is next, rightwards previous. */
export type SwipeResult = 'next' | 'previous' | null;
/** Where a finished swipe went, on its fixed axis. */
export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

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
  /** Ends the gesture: its direction when it went at least 50 px along its axis within 250 ms. */
  finish(x: number, y: number, time: number): SwipeDirection | null;
  /** Whether a gesture is under way. */
  active(): boolean;
}

/**
 * Recognises a swipe (spec 001 §9): the first 10 px of movement fix the axis; a gesture of at
 * least 50 px along that axis within 250 ms is a swipe. `end` reads it as a step (a gallery,
 * which leaves vertical gestures to the page's scrolling), `finish` as a direction (the
 * lightbox, which also closes on a swipe down).
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

  const finish = (x: number, y: number, time: number): SwipeDirection | null => {
    fix(x, y);
    const from = origin;
    origin = null;
    if (!from || !axis) return null;
    const distance = axis === 'x' ? x - from.x : y - from.y;
    if (!(Math.abs(distance) >= threshold) || !(time - from.time <= timeLimit)) return null;
    if (axis === 'x') return distance < 0 ? 'left' : 'right';
    return distance < 0 ? 'up' : 'down';
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
      const direction = finish(x, y, time);
      return direction === 'left' ? 'next' : direction === 'right' ? 'previous' : null;
    },
    finish,
    active: () => origin !== null,
  };
}
