import {
  IDLE_FALLBACK_SLICE_MS,
  IDLE_FALLBACK_TIMEOUT_MS as IDLE_TIMEOUT_MS,
} from '@vitrine/core-data/limits';

/** Spec 000 §9 "Idle callback fallback 50 ms slice with a 100 ms timeout". */
export { IDLE_FALLBACK_SLICE_MS, IDLE_TIMEOUT_MS };

export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

/** The timers the scheduler uses; the page's by default, fakes in tests. */
export interface IdleSchedulerEnv {
  readonly requestIdleCallback?:
    | ((callback: (deadline: IdleDeadlineLike) => void, options?: { timeout: number }) => number)
    | undefined;
  readonly cancelIdleCallback?: ((handle: number) => void) | undefined;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  readonly now: () => number;
}

export type IdleTask = () => void;

export interface IdleScheduler {
  /** Queues a task for an idle period; returns a canceller. */
  schedule(task: IdleTask): () => void;
  /** Tasks waiting. */
  readonly pending: number;
  /** Drops every waiting task and the pending idle request. */
  dispose(): void;
}

/** The page's timers, read when called (never at import time). */
export function browserIdleSchedulerEnv(): IdleSchedulerEnv {
  const g = globalThis as typeof globalThis &
    Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  return {
    requestIdleCallback:
      typeof g.requestIdleCallback === 'function' ? g.requestIdleCallback.bind(g) : undefined,
    cancelIdleCallback:
      typeof g.cancelIdleCallback === 'function' ? g.cancelIdleCallback.bind(g) : undefined,
    setTimeout: (callback, ms) => g.setTimeout(callback, ms),
    clearTimeout: (handle) => g.clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => g.performance?.now() ?? Date.now(),
  };
}

/**
 * Runs queued tasks in idle periods, spec 000 §9. With `requestIdleCallback` a period is asked
 * for with a 100 ms timeout, so a busy page still gets its tasks within 100 ms. Without it (Safari)
 * the fallback waits 0 ms, then runs tasks for a 50 ms slice and yields to the page before the
 * next slice. Within a period tasks run first in, first out while time remains; at least one
 * task runs per period, so the queue always moves. A throwing task goes to `report` and the
 * others carry on.
 */
export function createIdleScheduler(
  env: IdleSchedulerEnv = browserIdleSchedulerEnv(),
  report: (error: unknown) => void = (error) => console.error('[vitrine/runtime] idle task', error),
): IdleScheduler {
  const queue: IdleTask[] = [];
  let request: { kind: 'idle'; handle: number } | { kind: 'timeout'; handle: unknown } | undefined;

  const runPeriod = (deadline: IdleDeadlineLike) => {
    request = undefined;
    let ran = 0;
    while (queue.length > 0 && (ran === 0 || deadline.didTimeout || deadline.timeRemaining() > 0)) {
      const task = queue.shift() as IdleTask;
      ran += 1;
      try {
        task();
      } catch (error) {
        report(error);
      }
      if (deadline.didTimeout) break;
    }
    if (queue.length > 0) requestPeriod();
  };

  const requestPeriod = () => {
    if (request) return;
    if (env.requestIdleCallback) {
      request = {
        kind: 'idle',
        handle: env.requestIdleCallback(runPeriod, { timeout: IDLE_TIMEOUT_MS }),
      };
      return;
    }
    request = {
      kind: 'timeout',
      handle: env.setTimeout(() => {
        const start = env.now();
        runPeriod({
          didTimeout: false,
          timeRemaining: () => Math.max(0, IDLE_FALLBACK_SLICE_MS - (env.now() - start)),
        });
      }, 0),
    };
  };

  const cancelRequest = () => {
    if (!request) return;
    if (request.kind === 'idle') env.cancelIdleCallback?.(request.handle);
    else env.clearTimeout(request.handle);
    request = undefined;
  };

  return {
    schedule(task) {
      queue.push(task);
      requestPeriod();
      return () => {
        const index = queue.indexOf(task);
        if (index >= 0) queue.splice(index, 1);
        if (queue.length === 0) cancelRequest();
      };
    },
    get pending() {
      return queue.length;
    },
    dispose() {
      queue.length = 0;
      cancelRequest();
    },
  };
}

/**
 * Resolves in a new task, so the work after it does not add to the current one (`scheduler.yield`
 * where the browser has it, else a 0 ms timeout).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
