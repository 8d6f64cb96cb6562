import type { Database } from './open-database';

/**
 * How long SQLite itself waits for the write lock before a write fails with SQLITE_BUSY. It waits
 * inside the event loop (better-sqlite3 is synchronous), so it stays a few milliseconds: the
 * longer waits happen in the queue, between timers, while other requests are served.
 */
export const WRITE_BUSY_TIMEOUT_MS = 5;
/** Pauses between two tries of a write that found the lock taken: 5 ms doubling up to 100 ms. */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [5, 10, 20, 40, 80, 100];
/** The longest a write waits for the lock, from the moment it is queued; then it is refused. */
export const WRITE_MAX_WAIT_MS = 5_000;
/** Writes waiting at once; more are refused at once, so a long lock cannot pile up memory. */
export const WRITE_QUEUE_LIMIT = 500;
/** What a refused write tells the caller: try again in a second (`Retry-After: 1`). */
export const WRITE_RETRY_AFTER_MS = 1_000;
/** Writes run back to back for at most this long before the queue yields to other requests. */
const DRAIN_SLICE_MS = 10;

/** A write refused because the lock stayed taken (or too many writes were waiting). */
export interface WriteBusy {
  readonly ok: false;
  readonly error: 'busy';
  /** When to try again. */
  readonly retryAfterMs: number;
}

/** What a queued write gives back: its value once committed, or `busy`. */
export type WriteOutcome<T> = { readonly ok: true; readonly value: T } | WriteBusy;

export interface WriteQueue {
  /**
   * Runs `write` now when nothing is waiting, else after the writes queued before it. When the
   * lock is held by another connection (SQLITE_BUSY), it is tried again after a pause, on a timer,
   * until {@link WRITE_MAX_WAIT_MS} has passed since it was queued; then it resolves `busy`.
   * `write` must be all-or-nothing (one statement, or a transaction): it may run more than once.
   * Any other error rejects.
   */
  run<T>(write: () => T): Promise<WriteOutcome<T>>;
  /** Writes waiting for the lock. */
  readonly waiting: number;
}

export interface WriteQueueOptions {
  readonly maxWaitMs?: number;
  readonly retryDelaysMs?: readonly number[];
  readonly limit?: number;
  /** The clock (tests move it); `performance.now` by default. */
  readonly now?: () => number;
}

interface QueuedWrite {
  readonly write: () => unknown;
  readonly deadline: number;
  readonly settle: (outcome: WriteOutcome<unknown>) => void;
  readonly fail: (error: unknown) => void;
}

/** SQLITE_BUSY and its extended codes (`SQLITE_BUSY_SNAPSHOT`…): another connection locks. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const BUSY: WriteBusy = { ok: false, error: 'busy', retryAfterMs: WRITE_RETRY_AFTER_MS };

/**
 * One queue of writes for one connection, first in first out, that never waits for a lock inside
 * the event loop (issue 17): a write that finds the lock taken waits on a timer, and the writes
 * behind it wait with it so their order holds; reads do not go through the queue and stay served.
 */
export function createWriteQueue(options: WriteQueueOptions = {}): WriteQueue {
  const maxWaitMs = options.maxWaitMs ?? WRITE_MAX_WAIT_MS;
  const delays = options.retryDelaysMs ?? WRITE_RETRY_DELAYS_MS;
  const limit = options.limit ?? WRITE_QUEUE_LIMIT;
  const now = options.now ?? (() => performance.now());
  const queue: QueuedWrite[] = [];
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Runs one write: true when it is done (committed or failed), false when the lock is taken. */
  function tryWrite(item: QueuedWrite): boolean {
    try {
      item.settle({ ok: true, value: item.write() });
      return true;
    } catch (error) {
      if (isBusyError(error)) return false;
      item.fail(error);
      return true;
    }
  }

  function schedule(delay: number): void {
    timer = setTimeout(() => {
      timer = undefined;
      drain();
    }, delay);
  }

  function drain(): void {
    const sliceEnd = now() + DRAIN_SLICE_MS;
    while (queue.length > 0) {
      const head = queue[0] as QueuedWrite;
      if (tryWrite(head)) {
        queue.shift();
        attempt = 0;
        if (now() >= sliceEnd && queue.length > 0) {
          schedule(0);
          return;
        }
        continue;
      }
      // The lock is taken: refuse whatever has waited long enough, try the head again later.
      const at = now();
      for (let index = queue.length - 1; index >= 0; index--) {
        const item = queue[index] as QueuedWrite;
        if (item.deadline <= at) {
          queue.splice(index, 1);
          item.settle(BUSY);
        }
      }
      if (queue.length === 0) break;
      schedule(delays[Math.min(attempt, delays.length - 1)] ?? 0);
      attempt += 1;
      return;
    }
    attempt = 0;
  }

  return {
    run<T>(write: () => T): Promise<WriteOutcome<T>> {
      return new Promise<WriteOutcome<T>>((resolve, reject) => {
        const item: QueuedWrite = {
          write,
          deadline: now() + maxWaitMs,
          settle: resolve as (outcome: WriteOutcome<unknown>) => void,
          fail: reject,
        };
        // Nothing waiting: run it now, as if there were no queue (the usual case).
        if (queue.length === 0 && timer === undefined && tryWrite(item)) return;
        if (queue.length >= limit) {
          resolve(BUSY);
          return;
        }
        queue.push(item);
        if (queue.length === 1 && timer === undefined) {
          schedule(delays[0] ?? 0);
          attempt = 1;
        }
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}

const queues = new WeakMap<Database, WriteQueue>();

/**
 * The write queue of a connection, created at its first write: every store writes through it
 * (`await writesOf(db).run(() => statement.run(…))`), so one connection has one queue.
 */
export function writesOf(db: Database): WriteQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = createWriteQueue();
    queues.set(db, queue);
  }
  return queue;
}
