import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase } from '../api/testing/browser-like-client';
import { DATABASE_FILE_NAME } from './open-database';
import {
  createWriteQueue,
  isBusyError,
  WRITE_BUSY_TIMEOUT_MS,
  WRITE_RETRY_AFTER_MS,
  writesOf,
} from './write-queue';

/** What better-sqlite3 throws when another connection holds the lock. */
function busyError(): Error {
  return Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
}

/** A write that finds the lock taken until `release()`, then records its name. */
function lockedWrite(done: string[], name: string) {
  let locked = true;
  return {
    write: () => {
      if (locked) throw busyError();
      done.push(name);
      return name;
    },
    release: () => {
      locked = false;
    },
  };
}

describe('createWriteQueue', () => {
  it('runs a write at once when nothing waits', async () => {
    const queue = createWriteQueue();
    const done: string[] = [];
    const outcome = queue.run(() => {
      done.push('a');
      return 42;
    });
    expect(done).toEqual(['a']);
    expect(queue.waiting).toBe(0);
    await expect(outcome).resolves.toEqual({ ok: true, value: 42 });
  });

  it('tries a write the lock refused again on a timer, and keeps the order of the writes behind it', async () => {
    const queue = createWriteQueue();
    const done: string[] = [];
    const head = lockedWrite(done, 'premier');
    const first = queue.run(head.write);
    const second = queue.run(() => done.push('second'));
    const third = queue.run(() => done.push('troisième'));
    expect(queue.waiting).toBe(3);
    expect(done).toEqual([]);
    head.release();
    await expect(first).resolves.toEqual({ ok: true, value: 'premier' });
    await Promise.all([second, third]);
    expect(done).toEqual(['premier', 'second', 'troisième']);
    expect(queue.waiting).toBe(0);
    // Nothing waits any more: the next write runs at once again.
    void queue.run(() => done.push('après'));
    expect(done.at(-1)).toBe('après');
  });

  it('answers busy once a write has waited its longest, without running it', async () => {
    const queue = createWriteQueue({ maxWaitMs: 60 });
    let tries = 0;
    const started = performance.now();
    const outcome = await queue.run(() => {
      tries += 1;
      throw busyError();
    });
    const waited = performance.now() - started;
    expect(outcome).toEqual({ ok: false, error: 'busy', retryAfterMs: WRITE_RETRY_AFTER_MS });
    expect(waited).toBeGreaterThanOrEqual(60);
    expect(waited).toBeLessThan(1_000);
    // Tried at once, then after 5, 10, 20… ms: a handful of tries, not a busy loop.
    expect(tries).toBeGreaterThan(2);
    expect(tries).toBeLessThan(10);
    expect(queue.waiting).toBe(0);
  });

  it('refuses at once past its limit of waiting writes', async () => {
    const queue = createWriteQueue({ limit: 2 });
    const done: string[] = [];
    const head = lockedWrite(done, 'premier');
    const first = queue.run(head.write);
    const second = queue.run(() => done.push('second'));
    const refused = await queue.run(() => done.push('refusé'));
    expect(refused).toEqual({ ok: false, error: 'busy', retryAfterMs: WRITE_RETRY_AFTER_MS });
    expect(queue.waiting).toBe(2);
    head.release();
    await Promise.all([first, second]);
    expect(done).toEqual(['premier', 'second']);
  });

  it('rejects a write that fails for another reason, and goes on with the next', async () => {
    const queue = createWriteQueue();
    const done: string[] = [];
    const head = lockedWrite(done, 'premier');
    const first = queue.run(head.write);
    const broken = queue.run(() => {
      throw new Error('contrainte UNIQUE');
    });
    const next = queue.run(() => done.push('suivant'));
    head.release();
    await expect(first).resolves.toEqual({ ok: true, value: 'premier' });
    await expect(broken).rejects.toThrow('contrainte UNIQUE');
    await expect(next).resolves.toMatchObject({ ok: true });
    expect(done).toEqual(['premier', 'suivant']);
    await expect(createWriteQueue().run(() => JSON.parse('{'))).rejects.toThrow(SyntaxError);
  });

  it('lets other work run between slices when many writes were waiting', async () => {
    const queue = createWriteQueue();
    const done: string[] = [];
    let locked = true;
    let otherWork: Promise<number> | undefined;
    const head = queue.run(() => {
      if (locked) throw busyError();
      // Other work that arrives as the queue starts draining: it runs when the queue yields.
      otherWork = new Promise((resolve) => setTimeout(() => resolve(done.length), 0));
      done.push('premier');
    });
    const slowWrite = (name: string) => () => {
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // a write that takes 2 ms
      }
      done.push(name);
    };
    const writes = Array.from({ length: 40 }, (_, index) => queue.run(slowWrite(`n${index}`)));
    locked = false;
    await Promise.all([head, ...writes]);
    expect(done).toHaveLength(41);
    // 82 ms of writes, in slices of about 10 ms: the other work ran after the first slice.
    const writesDoneWhenOtherWorkRan = await otherWork;
    expect(writesDoneWhenOtherWorkRan).toBeGreaterThan(1);
    expect(writesDoneWhenOtherWorkRan).toBeLessThan(20);
  });
});

describe('isBusyError', () => {
  it('knows SQLITE_BUSY and its extended codes, nothing else', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY']) {
      expect(isBusyError(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    for (const error of [
      Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      new Error('database is locked'),
      null,
      'SQLITE_BUSY',
    ]) {
      expect(isBusyError(error)).toBe(false);
    }
  });
});

describe('writesOf, on a real database locked by another connection', () => {
  let database: ReturnType<typeof temporaryDatabase>;
  let other: BetterSqlite3.Database;
  beforeEach(() => {
    database = temporaryDatabase();
    other = new BetterSqlite3(join(database.dir, DATABASE_FILE_NAME));
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
    database.dispose();
  });

  it('gives one queue per connection', () => {
    expect(writesOf(database.db)).toBe(writesOf(database.db));
    expect(writesOf(database.db)).not.toBe(writesOf(other));
  });

  it(`waits for the lock on timers (SQLite itself ${WRITE_BUSY_TIMEOUT_MS} ms at most): the event loop keeps turning, reads are served, the write lands after the release`, async () => {
    const { db } = database;
    expect(db.pragma('busy_timeout', { simple: true })).toBe(WRITE_BUSY_TIMEOUT_MS);
    const insert = db.prepare(
      "INSERT INTO census_hits (kind, visitor, target, payload, created) VALUES ('RecordHit', NULL, NULL, 'null', ?)",
    );
    other.exec('BEGIN IMMEDIATE');
    const pending = writesOf(db).run(() => insert.run(Date.now()).changes);
    expect(writesOf(db).waiting).toBe(1);

    // For 300 ms, a timer every millisecond: the longest gap between two is the longest stall.
    let longestGap = 0;
    let last = performance.now();
    const until = last + 300;
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const at = performance.now();
      longestGap = Math.max(longestGap, at - last);
      last = at;
      expect(db.prepare('SELECT count(*) AS n FROM census_hits').get()).toEqual({ n: 0 });
    }
    expect(writesOf(db).waiting).toBe(1);
    expect(longestGap).toBeLessThan(50);

    other.exec('COMMIT');
    await expect(pending).resolves.toEqual({ ok: true, value: 1 });
    expect(db.prepare('SELECT count(*) AS n FROM census_hits').get()).toEqual({ n: 1 });
  });
});
