/** Layouts and widgets re-measure 100 ms after the last resize (spec 001 section 9). */
export const RESIZE_DEBOUNCE_MS = 100;

/** A debounced function, with a way to drop or run at once the call it holds. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
}

/**
 * Delays `fn` until `ms` have passed without another call, then calls it once with the last
 * arguments. `ms` defaults to the resize debounce of 100 ms (spec 001 section 9).
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = RESIZE_DEBOUNCE_MS,
): Debounced<A> {
  if (typeof fn !== 'function') throw new TypeError('debounce needs a function');
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
    throw new TypeError('debounce needs a finite, non-negative number of milliseconds');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    const args = pending;
    timer = undefined;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}
