export interface LoadQueueOptions {
  /** Loads run at once; a function is asked again each time a slot frees (at least 1). */
  readonly concurrency: number | (() => number);
}

export interface LoadQueue {
  /** Runs the task when a slot is free; its result or error is passed on, and the slot freed. */
  add<T>(task: () => Promise<T> | T): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly pending: number;
}

/**
 * A first-in first-out queue that runs at most `concurrency` tasks at once (spec 001 §9: 16 image
 * loads on desktop, 1 on mobile). A failed task releases its slot like a finished one (spec 001 §4).
 */
export function createLoadQueue({ concurrency }: LoadQueueOptions): LoadQueue {
  let active = 0;
  const waiting: (() => void)[] = [];
  const limit = () => Math.max(1, typeof concurrency === 'function' ? concurrency() : concurrency);
  const pump = () => {
    while (active < limit() && waiting.length) {
      active++;
      waiting.shift()?.();
    }
  };
  return {
    add: (task) =>
      new Promise((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              active--;
              pump();
            });
        });
        pump();
      }),
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}
