/** A tween lasts 300 ms unless told otherwise (spec 001 sections 5 and 9). */
export const TWEEN_DEFAULT_DURATION_MS = 300;

/** Maps linear progress in [0, 1] to eased progress (0 at 0 and 1 at 1). */
export type Easing = (progress: number) => number;

/** Slow start, slow end: the default easing. */
export const easeInOut: Easing = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export interface TweenOptions {
  /** Start value; 0 by default. */
  readonly from?: number;
  /** End value; 1 by default. */
  readonly to?: number;
  /** Length in ms, a finite number of at least 0; 300 by default (spec 001 section 5). */
  readonly duration?: number;
  /** Easing of the progress; ease-in-out by default. */
  readonly easing?: Easing;
  /** Required (spec 001 section 5): called on each frame with the value and linear progress. */
  readonly onUpdate: (value: number, progress: number) => void;
  /** Called once after the last update, unless cancelled. */
  readonly onComplete?: () => void;
}

type FrameScheduler = { request: (callback: () => void) => unknown; cancel: (id: unknown) => void };

function frameScheduler(): FrameScheduler {
  if (typeof requestAnimationFrame === 'function') {
    return {
      request: (callback) => requestAnimationFrame(callback),
      cancel: (id) => cancelAnimationFrame(id as number),
    };
  }
  return {
    request: (callback) => setTimeout(callback, 16),
    cancel: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
}

/**
 * Moves a number from `from` to `to` over `duration` ms, one update per animation frame
 * (spec 001 sections 5 and 9). Throws a TypeError when `onUpdate` is not a function or the
 * duration is not a finite number of at least 0. Returns a function that cancels the tween.
 */
export function tween({
  from = 0,
  to = 1,
  duration = TWEEN_DEFAULT_DURATION_MS,
  easing = easeInOut,
  onUpdate,
  onComplete,
}: TweenOptions): () => void {
  if (typeof onUpdate !== 'function') throw new TypeError('tween needs an onUpdate function');
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) {
    throw new TypeError('tween needs a finite duration of at least 0 ms');
  }
  if (typeof easing !== 'function') throw new TypeError('tween easing must be a function');
  const frames = frameScheduler();
  const start = performance.now();
  let cancelled = false;
  let frame: unknown;
  const step = () => {
    if (cancelled) return;
    const progress = duration === 0 ? 1 : Math.min((performance.now() - start) / duration, 1);
    onUpdate(progress === 1 ? to : from + (to - from) * easing(progress), progress);
    if (progress < 1) frame = frames.request(step);
    else onComplete?.();
  };
  frame = frames.request(step);
  return () => {
    cancelled = true;
    frames.cancel(frame);
  };
}
