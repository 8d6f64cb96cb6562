/** Spec 001 §9: layouts measure again 100 ms after the last resize. */
export const RESIZE_DEBOUNCE_MS = 100;

export interface Debounced {
  /** Runs the function once `delay` ms have passed without another call. */
  call(): void;
  /** Forgets a pending run. */
  cancel(): void;
}

/** Runs `run` once calls have stopped for `delay` ms (timers only: no DOM). */
export function createDebounce(run: () => void, delay: number = RESIZE_DEBOUNCE_MS): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delay);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
