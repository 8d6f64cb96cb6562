import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchCrumb } from '../../../tools/load/local-site-server';
import { contactValues } from '../../../tools/load/submission-mix';
import { CONTACT_FORM } from '../../content/forms';
import { countSubmissions, DATABASE_FILE_NAME } from '../db';
import { type BuiltSiteServer, startBuiltSiteServer } from './built-server';

// Issue 17, "one locked write freezes the server": another process holds SQLite's write lock for
// 8 s (`BEGIN IMMEDIATE`, as a backup or a maintenance script would) on the database of the built
// server (`startBuiltSiteServer`: `node dist/server/main.js` in a third process, a fresh data
// folder). Pages and `/robots.txt` must stay fast (p99 under 100 ms) the whole time, an API write
// must either wait for the lock and succeed or get 503 + Retry-After, and once the lock is
// released every write lands exactly once.
const LOCK_HELD_MS = 8_000;
const P99_BUDGET_MS = 100;
/** Pause between two latency samples: one visitor reading, not a flood. */
const SAMPLE_GAP_MS = 20;
/** Stopping the server process: up to 5 s after SIGTERM, then 5 s more after SIGKILL. */
const STOP_TIMEOUT_MS = 15_000;

// Runs in another process: opens the same database file, takes the write lock, holds it, commits.
const LOCK_HOLDER = `
const Database = require(process.env.BETTER_SQLITE3);
const db = new Database(process.env.DATABASE_PATH);
db.pragma('busy_timeout = 5000');
db.exec('BEGIN IMMEDIATE');
db.prepare("INSERT INTO telemetry_records (kind, body, created) VALUES ('trace', '[]', ?)").run(Date.now());
process.stdout.write('locked\\n');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
  process.stdout.write('released\\n');
}, Number(process.env.HOLD_MS));
`;

let server: BuiltSiteServer | undefined;
let holder: ChildProcess | undefined;

// After each try, passed or failed: both processes are ended.
afterEach(async () => {
  holder?.kill('SIGKILL');
  holder = undefined;
  await server?.close();
  server = undefined;
}, STOP_TIMEOUT_MS);

/** Starts the lock holder; resolves once it holds the lock, with a promise of its release. */
function holdWriteLock(server: BuiltSiteServer): Promise<{ released: Promise<number> }> {
  const child = spawn(process.execPath, ['-e', LOCK_HOLDER], {
    env: {
      ...process.env,
      BETTER_SQLITE3: createRequire(import.meta.url).resolve('better-sqlite3'),
      DATABASE_PATH: join(server.dir, DATABASE_FILE_NAME),
      HOLD_MS: String(LOCK_HELD_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holder = child;
  return new Promise((resolveLocked, rejectLocked) => {
    let resolveReleased: (at: number) => void = () => {};
    const released = new Promise<number>((resolve) => {
      resolveReleased = resolve;
    });
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('locked\n')) resolveLocked({ released });
      if (output.includes('released\n')) resolveReleased(Date.now());
    });
    child.on('exit', (code) => {
      if (!output.includes('locked\n')) rejectLocked(new Error(`lock holder exited (${code})`));
    });
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

type PagePath = '/robots.txt' | '/';

/**
 * A visitor reading `/robots.txt` and `/` one after the other while `going()` holds: the latency
 * of each request sent meanwhile (however long it took), and how late the server's event loop
 * ran (measured in the server process by its probe).
 */
async function readPages(server: BuiltSiteServer, going: () => boolean) {
  const { origin } = server;
  const latencies: Record<PagePath, number[]> = { '/robots.txt': [], '/': [] };
  const stopLoopDelay = await server.measureEventLoopDelay();
  while (going()) {
    for (const path of ['/robots.txt', '/'] as const) {
      if (!going()) break;
      const started = performance.now();
      const response = await fetch(`${origin}${path}`);
      await response.text();
      latencies[path].push(performance.now() - started);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
    }
  }
  const loop = await stopLoopDelay();
  const summary = (['/robots.txt', '/'] as const).map((path) => {
    const sorted = [...latencies[path]].sort((a, b) => a - b);
    return {
      path,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    };
  });
  return { summary, loop };
}

function describeReading(label: string, reading: Awaited<ReturnType<typeof readPages>>): string {
  const pages = reading.summary.map(
    (page) =>
      `${page.path}: ${page.count} requests, p50 ${page.p50.toFixed(1)} ms, p99 ${page.p99.toFixed(1)} ms, max ${page.max.toFixed(1)} ms`,
  );
  const loop = `server event loop delay p99 ${reading.loop.p99Ms.toFixed(1)} ms, max ${reading.loop.maxMs.toFixed(1)} ms`;
  return `${label}: ${pages.join('; ')}; ${loop}`;
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly retryAfter: string | null;
  readonly sentAt: number;
  readonly answeredAt: number;
}

describe('a write lock held by another process', () => {
  // One more try when a busy machine (other suites on the two cores) slowed even the reading
  // before the lock: a server that stalls on the lock takes seconds, and fails every try.
  it(`for ${LOCK_HELD_MS / 1000} s: pages stay under ${P99_BUDGET_MS} ms at p99, writes wait or get 503 + Retry-After, then land exactly once`, {
    retry: 1,
    timeout: 40_000,
  }, async () => {
    // A second try starts afresh: the first try's processes are gone (afterEach), or ended here.
    holder?.kill('SIGKILL');
    await server?.close();
    server = await startBuiltSiteServer({ formRateLimit: 100 });
    const { origin, db } = server;
    const crumb = await fetchCrumb(origin);
    const visitor = `${crypto.randomUUID()}|1|1|1|1`;
    const cookie = `crumb=${crumb}; ss_cvr=${visitor}`;
    const post = async (path: string, body?: string): Promise<Answer> => {
      const sentAt = Date.now();
      const response = await fetch(`${origin}/api${path}?crumb=${crumb}`, {
        method: 'POST',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        retryAfter: response.headers.get('retry-after'),
        sentAt,
        answeredAt: Date.now(),
      };
    };
    const requestKey = () => post('/form/FormSubmissionKey');
    const save = (key: string, id: number) =>
      post(
        '/form/SaveFormSubmission',
        JSON.stringify({
          key,
          formId: CONTACT_FORM.id,
          collectionId: CONTACT_FORM.collectionId,
          objectName: CONTACT_FORM.objectName,
          isOverlayForm: false,
          submitButtonText: CONTACT_FORM.submitButtonText,
          form: JSON.stringify(contactValues(id)),
          pagePath: '/contact',
          pageTitle: 'Contact',
        }),
      );
    /** What the data layer does with a 503: wait `Retry-After`, send the very same call again. */
    const untilAnswered = async (call: () => Promise<Answer>): Promise<Answer[]> => {
      const answers = [await call()];
      while (answers.at(-1)?.status === 503) {
        const wait = Number(answers.at(-1)?.retryAfter ?? Number.NaN);
        if (!(wait > 0)) break; // a 503 without Retry-After fails the test below
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        answers.push(await call());
      }
      return answers;
    };
    const keyOf = (answers: Answer[]) => String(answers.at(-1)?.body.key ?? '');

    // Warm up the routes first, so the samples measure the lock and not the first render; then
    // read for 2 s without the lock, to compare.
    for (const path of ['/robots.txt', '/', '/robots.txt', '/']) {
      await (await fetch(`${origin}${path}`)).text();
    }
    const baselineEnd = Date.now() + 2_000;
    const baseline = await readPages(server, () => Date.now() < baselineEnd);
    console.log(describeReading('without the lock', baseline));
    // Two keys issued before the lock, to be used while it is held.
    const earlyKey = keyOf(await untilAnswered(requestKey));
    const lateKey = keyOf(await untilAnswered(requestKey));
    expect(earlyKey).not.toBe('');
    expect(lateKey).not.toBe('');

    const { released } = await holdWriteLock(server);
    const lockedAt = Date.now();
    let releasedAt: number | undefined;
    void released.then((at) => {
      releasedAt = at;
    });
    const at = (offsetMs: number) =>
      new Promise((resolve) => setTimeout(resolve, lockedAt + offsetMs - Date.now()));

    // Writes sent while the lock is held: at the start (they outwait the bounded wait: 503, then
    // the retry lands after the release) and near its end (they wait for the release).
    const writes = Promise.all([
      untilAnswered(requestKey),
      at(500).then(() => untilAnswered(() => save(earlyKey, 1))),
      at(LOCK_HELD_MS - 2_500).then(() => untilAnswered(requestKey)),
      at(LOCK_HELD_MS - 2_500).then(() => untilAnswered(() => save(lateKey, 2))),
    ]);
    writes.catch(() => {}); // awaited below; a failed assertion before that must not leave it unhandled

    // Meanwhile, a visitor reading pages, until the lock holder says it released the lock.
    const locked = await readPages(
      server,
      () => releasedAt === undefined && Date.now() - lockedAt < LOCK_HELD_MS + 5_000,
    );
    expect(releasedAt).toBeDefined();
    console.log(describeReading('while another process holds the write lock', locked));
    for (const page of locked.summary) {
      expect(page.count).toBeGreaterThan(50);
      expect(page.p99, describeReading('without the lock', baseline)).toBeLessThan(P99_BUDGET_MS);
    }

    const [earlyKeyRequest, earlySave, lateKeyRequest, lateSave] = await writes;
    const release = releasedAt ?? 0;
    for (const answers of [earlyKeyRequest, earlySave]) {
      // Sent at the start of the lock: refused before the lock was released, told when to retry,
      // and the retry succeeded after the release.
      const first = answers?.[0];
      expect(first?.status).toBe(503);
      expect(Number(first?.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(first?.answeredAt ?? Infinity).toBeLessThan(release);
      expect(answers?.at(-1)?.status).toBe(200);
    }
    for (const answers of [lateKeyRequest, lateSave]) {
      // Sent near its end: waited for the release, then succeeded, with no 503.
      expect(answers?.map((answer) => answer.status)).toEqual([200]);
      expect(answers?.[0]?.answeredAt ?? 0).toBeGreaterThanOrEqual(release - 50);
    }
    for (const answers of [earlyKeyRequest, earlySave, lateKeyRequest, lateSave]) {
      const waits = answers?.map((answer) => answer.answeredAt - answer.sentAt) ?? [];
      console.log(
        `write: ${answers?.map((answer) => answer.status).join(' → ')} after ${waits.map((ms) => `${ms} ms`).join(', ')}`,
      );
    }

    // After the release: the submissions sent during the lock are stored once each (the early one
    // by its retry with the same key), and a new write succeeds at once.
    const savedIds = [earlySave, lateSave].map((answers) => answers?.at(-1)?.body.submissionId);
    expect(new Set(savedIds).size).toBe(2);
    const rows = db.prepare('SELECT id, key FROM form_submissions ORDER BY created').all() as {
      id: string;
      key: string;
    }[];
    expect(rows.map((row) => row.key).sort()).toEqual([earlyKey, lateKey].sort());
    expect(rows.map((row) => row.id).sort()).toEqual([...savedIds].sort());
    const afterKey = await requestKey();
    expect(afterKey.status).toBe(200);
    const afterSave = await save(String(afterKey.body.key), 3);
    expect(afterSave.status).toBe(200);
    expect(afterSave.answeredAt - afterKey.sentAt).toBeLessThan(1_000);
    expect(countSubmissions(db)).toBe(3);
    // The lock holder's own row, committed at the release, is there too.
    expect(
      db.prepare("SELECT count(*) AS n FROM telemetry_records WHERE kind = 'trace'").get(),
    ).toEqual({ n: 1 });
  });
});
