import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import { createFakeCookieDocument } from '../testing/fake-cookie-document';
import {
  createErrorReporter,
  ERROR_REPORTER_DEBOUNCE_MS,
  ERROR_REPORTER_MAX_SENDS,
  ERROR_REPORTER_QUEUE_CAP,
  ERROR_REPORTER_STACK_MAX_LENGTH,
  type ErrorRecord,
} from './create-error-reporter';

let fetch: ReturnType<typeof vi.fn<FetchLike>>;
const page = () => ({
  window: new EventTarget(),
  document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
});

function setup(options: Parameters<typeof createErrorReporter>[0] = {}) {
  fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 200 }));
  const lifecycle = page();
  const queue = createBeaconQueue({ fetch, sendBeacon: () => true, ...lifecycle });
  const reporter = createErrorReporter({
    queue,
    crumb: () => 'crumb-123',
    now: () => 1_700_000_000_000,
    ...options,
  });
  return { reporter, lifecycle };
}

const sent = (call = 0) => JSON.parse(String(fetch.mock.calls[call]?.[1].body)) as ErrorRecord[];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createErrorReporter (spec 000 §7, §9)', () => {
  it('has the limits of spec 000 §9', () => {
    expect(ERROR_REPORTER_MAX_SENDS).toBe(20);
    expect(ERROR_REPORTER_QUEUE_CAP).toBe(10);
    expect(ERROR_REPORTER_STACK_MAX_LENGTH).toBe(5000);
    expect(ERROR_REPORTER_DEBOUNCE_MS).toBe(1000);
    expect({
      maxSendsPerPage: ERROR_REPORTER_MAX_SENDS,
      queueCap: ERROR_REPORTER_QUEUE_CAP,
      stackMaxLength: ERROR_REPORTER_STACK_MAX_LENGTH,
      debounceMs: ERROR_REPORTER_DEBOUNCE_MS,
    }).toEqual(LIMITS.errorReporter);
  });

  it('posts a JSON array of {event, data, timestamp} with the crumb header, 1 s after the last new error', async () => {
    const { reporter } = setup();
    const error = new TypeError('x is undefined');
    reporter.report(error, { data: { block: 'gallery' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/RecordJavascriptErrors');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-123' },
    });
    expect(sent()).toEqual([
      {
        event: 'javascript-error',
        data: {
          block: 'gallery',
          message: 'x is undefined',
          name: 'TypeError',
          stack: error.stack,
          count: 1,
        },
        timestamp: 1_700_000_000_000,
      },
    ]);
  });

  it('debounces: a new error within 1 s pushes the send back and joins the batch', async () => {
    const { reporter } = setup();
    reporter.report(new Error('a'));
    await vi.advanceTimersByTimeAsync(800);
    reporter.report(new Error('b'));
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(sent().map((record) => record.data.message)).toEqual(['a', 'b']);
  });

  it('collapses duplicates into a count, without pushing the send back', async () => {
    const { reporter } = setup();
    const error = new Error('same');
    reporter.report(error);
    await vi.advanceTimersByTimeAsync(900);
    reporter.report(error);
    reporter.report(error);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.data.count).toBe(3);
  });

  it('trims stacks to 5000 characters', async () => {
    const { reporter } = setup();
    reporter.report({ message: 'deep', stack: 's'.repeat(12_000) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()[0]?.data.stack).toHaveLength(5000);
  });

  it('keeps at most 10 distinct errors waiting', async () => {
    const { reporter } = setup();
    for (let i = 0; i < 15; i++) reporter.report(new Error(`e${i}`));
    expect(reporter.pending).toBe(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent().map((record) => record.data.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `e${i}`),
    );
  });

  it('sends at most 20 times per page', async () => {
    const { reporter } = setup();
    for (let i = 0; i < 25; i++) {
      reporter.report(new Error(`e${i}`));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(fetch).toHaveBeenCalledTimes(20);
    expect(reporter.sends).toBe(20);
    reporter.report(new Error('late'));
    expect(reporter.pending).toBe(0);
  });

  it('splits a batch over the 64 KiB budget, each part counting as a send', async () => {
    const { reporter } = setup();
    for (let i = 0; i < 10; i++) reporter.report(new Error(`${i}`.padEnd(10_000, '!')));
    await vi.advanceTimersByTimeAsync(1000);
    const calls = fetch.mock.calls.length;
    expect(calls).toBeGreaterThan(1);
    expect(reporter.sends).toBe(calls);
    for (const [, init] of fetch.mock.calls) {
      expect(new Blob([String(init.body)]).size).toBeLessThanOrEqual(64 * 1024);
    }
    const all = fetch.mock.calls.flatMap((_, i) => sent(i));
    expect(all.map((record) => record.data.message[0])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('flushes at once on page hide', async () => {
    const { reporter, lifecycle } = setup();
    reporter.report(new Error('leaving'));
    lifecycle.window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1].keepalive).toBe(true);
  });

  it('reads the crumb from the crumb cookie by default, and sends no header without one', async () => {
    vi.stubGlobal('document', createFakeCookieDocument());
    const { reporter } = setup({ crumb: undefined });
    reporter.report('no crumb yet');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({ 'Content-Type': 'application/json' });
    (document as unknown as { seed(n: string, v: string): void }).seed('crumb', 'c-42');
    reporter.report('with crumb');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch.mock.calls[1]?.[1].headers).toMatchObject({ 'X-CSRF-Token': 'c-42' });
  });

  it('captures uncaught errors and unhandled rejections when given a window', async () => {
    const target = new EventTarget();
    const { reporter } = setup({ captureGlobalErrors: target });
    const error = new RangeError('oops');
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        error,
        message: 'oops',
        filename: '/app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'refused' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toEqual([
      expect.objectContaining({
        event: 'javascript-error',
        data: expect.objectContaining({
          message: 'oops',
          name: 'RangeError',
          filename: '/app.js',
          line: 3,
          column: 9,
        }),
      }),
      expect.objectContaining({
        event: 'unhandled-rejection',
        data: expect.objectContaining({ message: 'refused' }),
      }),
    ]);
    reporter.destroy();
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'after destroy' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never throws, whatever it is given', async () => {
    const { reporter } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
      },
    );
    for (const value of [undefined, null, 42, Symbol('s'), cyclic, hostile, 10n]) {
      expect(() => reporter.report(value, { data: { cyclic } })).not.toThrow();
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent().length).toBeGreaterThan(0);
  });
});
