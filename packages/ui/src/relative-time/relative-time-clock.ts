/** Relative times refresh every 5000 ms (spec 001 section 4). */
export const RELATIVE_TIME_REFRESH_MS = 5000;

export interface Clock {
  /** The time of the last tick, in ms since the epoch; the same value until the next tick. */
  getSnapshot(): number;
  /** Calls `listener` on every tick; the clock ticks only while someone listens. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a clock that ticks every `intervalMs` with one interval for all its listeners, so
 * that every relative time on a page refreshes together.
 */
export function createClock(intervalMs: number = RELATIVE_TIME_REFRESH_MS): Clock {
  const listeners = new Set<() => void>();
  let now: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    now = Date.now();
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot() {
      // Without listeners nothing ticks: a stale time is refreshed once it is a tick old.
      if (now === undefined || (timer === undefined && Date.now() - now >= intervalMs)) {
        now = Date.now();
      }
      return now;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) {
        now = Date.now();
        timer = setInterval(tick, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}

/** The clock that every `RelativeTime` of a page shares. */
export const relativeTimeClock: Clock = createClock();
