import autocannon, { type AutocannonRequest } from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../src/server/api/routes/form-routes';
import { fetchCrumb, type LocalSiteServer, startLocalSiteServer } from './local-site-server';
import {
  neverIssuedKey,
  type PlannedSubmission,
  planSubmissionMix,
  submissionBody,
} from './submission-mix';

// Load on the local API server: 10 000 SaveFormSubmission calls at concurrency 50 against the
// real site app (Hono on @hono/node-server, SQLite on disk), from loopback only. Every call from
// 127.0.0.1 shares the address limit (four times the visitor limit), so the run sets the visitor
// limit to 2 500 in a 10-minute window: 10 000 calls stay under the address limit, and one burst
// visitor sending 2 600 forms gets exactly 100 answers 429.
const TOTAL = 10_000;
const CONNECTIONS = 50;
const LIMIT = 2_500;
const WINDOW_MS = 10 * 60_000;

const mix = planSubmissionMix({
  visitors: 1_100,
  validPerVisitor: 6,
  fieldErrors: 250,
  missingEmail: 100,
  unreadable: 50,
  unknownKeys: 100,
  reusedKeys: 150,
  burst: 2_600,
  limit: LIMIT,
  seed: 20_260_301,
});

interface Outcome {
  readonly status: number;
  readonly body: string;
  readonly retryAfter: string | undefined;
}

let server: LocalSiteServer;

beforeAll(async () => {
  server = await startLocalSiteServer({ rateLimit: { max: LIMIT, windowMs: WINDOW_MS } });
});
afterAll(async () => {
  await server?.close();
});

function cookieHeader(crumb: string, visitorCookie: string): string {
  return `crumb=${crumb}; ss_cvr=${visitorCookie}`;
}

function visitorIdOf(cookie: string): string {
  return cookie.split('|')[0] ?? '';
}

function parsed(body: string): Record<string, unknown> {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

describe('load on the local API server', () => {
  it(`${TOTAL} form submissions at concurrency ${CONNECTIONS}: every accepted one stored once, every other refused`, async () => {
    expect(mix.submissions).toHaveLength(TOTAL);
    const crumb = await fetchCrumb(server.origin);

    // The keys first (FormSubmissionKey), each for the visitor who will use it.
    const keysStarted = Date.now();
    const keys: (string | undefined)[] = new Array(mix.keyOwners.length);
    let keyCursor = 0;
    const keyRun = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: mix.keyOwners.length,
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            const index = keyCursor++;
            context.index = index;
            return {
              ...request,
              method: 'POST',
              path: `/api/form/FormSubmissionKey?crumb=${crumb}`,
              headers: { cookie: cookieHeader(crumb, mix.keyOwners[index] ?? '') },
            };
          },
          onResponse: (status, body, context) => {
            const key = parsed(body).key;
            if (status === 200 && typeof key === 'string' && typeof context.index === 'number')
              keys[context.index] = key;
          },
        },
      ],
    });
    console.log(
      `FormSubmissionKey: ${mix.keyOwners.length} keys in ${((Date.now() - keysStarted) / 1000).toFixed(1)} s, p99 ${keyRun.latency.p99} ms`,
    );
    expect(keys.filter((key) => key === undefined)).toHaveLength(0);
    expect(new Set(keys).size).toBe(mix.keyOwners.length);

    const keyOf = (submission: PlannedSubmission) =>
      submission.keySlot === null ? neverIssuedKey() : (keys[submission.keySlot] ?? '');
    const sent = mix.submissions.map((submission) => ({
      submission,
      key: keyOf(submission),
    }));
    const requests = sent.map(({ submission, key }) => ({
      method: 'POST',
      path: `/api/form/SaveFormSubmission?crumb=${crumb}`,
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(crumb, submission.visitorCookie),
      },
      body: submissionBody(submission, key),
    }));

    // Each connection sends one call at a time (no pipelining), so the context of its answer
    // is the one its last setupRequest filled in: the index of the planned submission.
    const outcomes: (Outcome | undefined)[] = new Array(TOTAL);
    let cursor = 0;
    let extra = 0;
    const template: AutocannonRequest = {
      setupRequest: (request, context) => {
        const index = cursor++;
        const planned = requests[index];
        context.index = index;
        if (!planned) {
          extra += 1;
          return { ...request, method: 'GET', path: '/robots.txt', headers: {}, body: '' };
        }
        return { ...request, ...planned };
      },
      onResponse: (status, body, context, headers) => {
        const index = context.index;
        if (typeof index !== 'number' || index >= TOTAL) return;
        const retryAfter = headers['retry-after'] ?? headers['Retry-After'];
        outcomes[index] = {
          status,
          body,
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        };
      },
    };
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: TOTAL,
      timeout: 30,
      requests: [template],
    });

    const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
    console.log(
      [
        `SaveFormSubmission: ${TOTAL} calls, ${CONNECTIONS} connections, ${seconds.toFixed(1)} s`,
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `throughput ${(TOTAL / seconds).toFixed(0)} requests/s overall (autocannon mean ${result.requests.average.toFixed(0)}/s), ${(result.throughput.average / 1024).toFixed(0)} kB/s`,
        `answers ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])))}`,
      ].join('\n'),
    );

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(extra).toBe(0);
    const missing = outcomes.filter((outcome) => outcome === undefined).length;
    expect(missing, 'calls without an answer').toBe(0);

    // Exact counts by status.
    const byStatus: Record<number, number> = {};
    for (const outcome of outcomes) {
      if (outcome) byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
    }
    expect(byStatus).toEqual(mix.expected);

    // Each answer is the one its kind calls for.
    const wrong: string[] = [];
    const winners = new Map<string, number>();
    sent.forEach(({ submission, key }, index) => {
      const outcome = outcomes[index] as Outcome;
      const answer = parsed(outcome.body);
      const errors = (answer.errors ?? {}) as Record<string, unknown>;
      const fail = (why: string) =>
        wrong.push(`#${submission.id} ${submission.kind}: ${outcome.status} ${why}`);
      switch (submission.kind) {
        case 'valid':
          if (outcome.status !== 200 || typeof answer.submissionId !== 'string') fail('not stored');
          break;
        case 'field-errors':
          if (outcome.status !== 400 || !errors.email || !errors['site-web']) fail(outcome.body);
          break;
        case 'missing-email':
          if (outcome.status !== 400 || !errors.email) fail(outcome.body);
          break;
        case 'unreadable':
          if (outcome.status !== 400 || answer.error !== FORM_MESSAGES.parseFields)
            fail(outcome.body);
          break;
        case 'unknown-key':
          if (outcome.status !== 400 || answer.error !== FORM_MESSAGES.unknownKey)
            fail(outcome.body);
          break;
        case 'reused-key': {
          // Issue 17: a key is its visitor's. The one it was fetched for stores it; the other
          // visitor is refused as not the key's, whichever of the two comes first.
          const owner = submission.keySlot === null ? undefined : mix.keyOwners[submission.keySlot];
          if (outcome.status === 200) {
            winners.set(key, (winners.get(key) ?? 0) + 1);
            if (submission.visitorCookie !== owner) fail('stored for a visitor not the key’s');
          } else if (outcome.status !== 409 || answer.error !== FORM_MESSAGES.foreignKey)
            fail(outcome.body);
          break;
        }
        case 'burst':
          if (outcome.status === 429) {
            if (answer.error !== FORM_MESSAGES.rateLimited || !outcome.retryAfter)
              fail(outcome.body);
          } else if (outcome.status !== 200) fail(outcome.body);
          break;
      }
    });
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(winners.size).toBe(150);
    expect([...winners.values()].every((count) => count === 1)).toBe(true);

    // SQLite: exactly the accepted submissions, each once, under its key, visitor and values.
    const rows = server.db
      .prepare('SELECT id, key, visitor, form_id, payload FROM form_submissions')
      .all() as {
      id: string;
      key: string;
      visitor: string | null;
      form_id: string;
      payload: string;
    }[];
    const accepted = sent.filter((_, index) => outcomes[index]?.status === 200);
    expect(rows).toHaveLength(accepted.length);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    const rowsById = new Map(rows.map((row) => [row.id, row]));
    const unmatched: string[] = [];
    sent.forEach(({ submission, key }, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.status !== 200) return;
      const row = rowsById.get(String(parsed(outcome.body).submissionId));
      const marker =
        submission.formId === 'lettre-atelier'
          ? `n° ${submission.id}"`
          : `Demande n° ${submission.id} `;
      if (
        !row ||
        row.key !== key ||
        row.form_id !== submission.formId ||
        row.visitor !== visitorIdOf(submission.visitorCookie) ||
        !row.payload.includes(marker)
      )
        unmatched.push(`#${submission.id}`);
      rowsById.delete(row?.id ?? '');
    });
    expect(unmatched.slice(0, 10)).toEqual([]);
    expect(rowsById.size, 'stored rows no accepted call accounts for').toBe(0);

    // Refused calls used no key: those keys stay usable, except a reused key's.
    const usedOf = server.db.prepare('SELECT used FROM form_submission_keys WHERE key = ?');
    const refusedWithUsedKey = sent.filter(({ submission, key }, index) => {
      const status = outcomes[index]?.status;
      if (status === 200 || submission.keySlot === null || submission.kind === 'reused-key')
        return false;
      return (usedOf.get(key) as { used: number } | undefined)?.used !== 0;
    });
    expect(refusedWithUsedKey).toHaveLength(0);
    const stored = server.db
      .prepare('SELECT COUNT(*) AS n FROM form_submission_keys WHERE used = 1')
      .get() as {
      n: number;
    };
    expect(stored.n).toBe(rows.length);
  }, 180_000);
});
