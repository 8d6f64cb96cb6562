import { TRACE_FIELD } from '@vitrine/telemetry/logger';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverText } from '../../catalogue/server-text';
import { countRows } from '../../db';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';

let database: ReturnType<typeof temporaryDatabase>;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

async function setup() {
  const client = browserLikeClient(createApiApp({ db: database.db }));
  await client.request('/api/multilingual/status');
  return client;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('RecordJavascriptErrors (spec 000 §7, §9)', () => {
  it('stores a JSON array of { event, data, timestamp } sent with the crumb header', async () => {
    const client = await setup();
    const errors = [{ event: 'javascript-error', data: { message: 'x', count: 2 }, timestamp: 1 }];
    const response = await client.request(
      '/api/events/RecordJavascriptErrors',
      json(errors, { 'x-csrf-token': client.crumb() ?? '' }),
    );
    expect(response.status).toBe(204);
    expect(countRows(database.db, 'telemetry_records', 'javascript-errors')).toBe(1);
  });

  it('refuses anything else with a 400', async () => {
    const client = await setup();
    for (const body of [
      {},
      [],
      [{ event: 'e' }],
      Array.from({ length: 51 }, () => ({ event: 'e', data: {}, timestamp: 1 })),
    ]) {
      const response = await client.request(
        '/api/events/RecordJavascriptErrors',
        json(body, { 'x-csrf-token': client.crumb() ?? '' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: serverText('server.telemetry.javascriptErrors'),
      });
    }
  });
});

describe('Trace (spec 000 §7: a form field holding a JSON array)', () => {
  it('stores the items field', async () => {
    const client = await setup();
    const items = [{ level: 'info', message: 'prêt', timestamp: 1 }];
    const response = await client.request('/api/events/Trace', {
      method: 'POST',
      body: new URLSearchParams({ items: JSON.stringify(items) }),
    });
    expect(response.status).toBe(204);
    expect(countRows(database.db, 'telemetry_records', 'trace')).toBe(1);
  });

  it('refuses a missing field, bad JSON or an unknown level', async () => {
    const client = await setup();
    for (const items of [
      undefined,
      '[',
      JSON.stringify([{ level: 'fatal', message: 'x', timestamp: 1 }]),
    ]) {
      const body = new URLSearchParams(items === undefined ? {} : { items });
      const response = await client.request('/api/events/Trace', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: serverText('server.telemetry.trace', { field: TRACE_FIELD }),
      });
    }
  });
});

describe('RecordEvent (spec 000 §7)', () => {
  it('stores event and data, and refuses data that is not { eventName, payload }', async () => {
    const client = await setup();
    const send = (data: string) =>
      client.request('/api/events/RecordEvent', {
        method: 'POST',
        body: new URLSearchParams({ crumb: client.crumb() ?? '', event: 'clic', data }),
      });
    expect((await send(JSON.stringify({ eventName: 'clic', payload: { id: 'a' } }))).status).toBe(
      204,
    );
    const refused = await send(JSON.stringify({ payload: {} }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: serverText('server.telemetry.recordEvent') });
    expect(countRows(database.db, 'telemetry_records', 'record-event')).toBe(1);
  });
});

describe('/api/v1/events (spec 001 §7)', () => {
  it('answers 202 to an event sent as JSON or as a text/plain beacon', async () => {
    const client = await setup();
    const event = {
      analyticsId: 'a',
      commonData: { pagePath: '/' },
      customData: { eventName: 'vue', payload: {} },
      customSchemaName: 'page_event',
    };
    expect((await client.request('/api/v1/events', json(event))).status).toBe(202);
    const beacon = await client.request('/api/v1/events', {
      method: 'POST',
      body: new Blob([JSON.stringify(event)], { type: 'text/plain;charset=UTF-8' }),
    });
    expect(beacon.status).toBe(202);
    expect(countRows(database.db, 'telemetry_records', 'analytics-event')).toBe(2);
  });

  it('refuses an event without its fields', async () => {
    const client = await setup();
    const response = await client.request('/api/v1/events', json({ analyticsId: 'a' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: serverText('server.telemetry.analytics') });
  });
});

describe('page speed (spec 001 §4, §7)', () => {
  it('GET settings answers a new pageLoadId and every rollout flag on', async () => {
    const client = await setup();
    const first = (await (await client.request('/api/1/performance/settings')).json()) as {
      pageLoadId: string;
    };
    const second = (await (await client.request('/api/1/performance/settings')).json()) as {
      pageLoadId: string;
    };
    expect(first).toEqual({
      pageLoadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      flags: {
        rum: true,
        'app-specific': true,
        'track-page-speed': true,
        'track-user-timing': true,
      },
    });
    expect(second.pageLoadId).not.toBe(first.pageLoadId);
  });

  it('POST records stores short-key events and refuses others', async () => {
    const client = await setup();
    const send = (events: unknown) =>
      client.request('/api/1/performance/records', {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(events),
      });
    expect((await send([{ a: 'vitrine', d: { lcp: 900 }, e: 'user', p: 'id', t: 1 }])).status).toBe(
      204,
    );
    for (const events of [[], [{ a: 'vitrine', d: {}, e: 'autre', p: 'id', t: 1 }], { a: 1 }]) {
      const response = await send(events);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: serverText('server.telemetry.pageSpeed') });
    }
    expect(countRows(database.db, 'telemetry_records', 'page-speed')).toBe(1);
  });
});

describe('telemetry quota (issue 17: rate limits on every write)', () => {
  it('answers 429 with Retry-After past a visitor’s quota across the telemetry calls, and stores no more', async () => {
    let time = 1_767_000_000_000;
    const client = browserLikeClient(
      createApiApp({
        db: database.db,
        now: () => time,
        writeLimits: {
          telemetry: {
            perVisitor: { max: 2, windowMs: 60_000 },
            perAddress: { max: 100, windowMs: 60_000 },
          },
        },
      }),
    );
    await client.request('/api/multilingual/status');
    const trace = () =>
      client.request('/api/events/Trace', {
        method: 'POST',
        body: new URLSearchParams({
          items: JSON.stringify([{ level: 'info', message: 'prêt', timestamp: 1 }]),
        }),
      });
    const pageSpeed = () =>
      client.request('/api/1/performance/records', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify([{ a: 'vitrine', d: {}, e: 'page_speed', p: 'x', t: 1 }]),
      });
    expect((await trace()).status).toBe(204);
    expect((await pageSpeed()).status).toBe(204);
    const refused = await trace();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await pageSpeed()).status).toBe(429);
    expect(countRows(database.db, 'telemetry_records', 'trace')).toBe(1);
    expect(countRows(database.db, 'telemetry_records', 'page-speed')).toBe(1);
    time += 60_000;
    expect((await trace()).status).toBe(204);
  });
});
