/** A trailing debounce: the last call's arguments run once the calls have paused. */
export interface Debouncer<A extends unknown[]> {
  /** Schedules `run` with these arguments, replacing a call still waiting. */
  call(...args: A): void;
  /** Runs the waiting call now, if any. */
  flush(): void;
  /** Drops the waiting call, if any. */
  cancel(): void;
  /** Whether a call is waiting. */
  readonly pending: () => boolean;
}

/**
 * Creates a trailing debouncer: `run` is called `delayMs` after the last `call`, with that
 * call's arguments. Timers are read from the global scope at call time, so fake timers work.
 */
export function createDebouncer<A extends unknown[]>(
  delayMs: number,
  run: (...args: A) => void,
): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | undefined;

  const fire = () => {
    const args = waiting;
    timer = undefined;
    waiting = undefined;
    if (args) run(...args);
  };

  return {
    call(...args) {
      waiting = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
    pending: () => waiting !== undefined,
  };
}
