import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../api/http/messages';
import { readBodyText } from '../api/http/read-body';
import { temporaryDatabase } from '../api/testing/browser-like-client';
import { createSiteApp } from '../site-app';
import { POLICY_MESSAGES } from './policy-messages';
import {
  MAX_HEADER_COUNT,
  MAX_HEADER_FIELD_BYTES,
  MAX_QUERY_PARAMETERS,
  MAX_TARGET_BYTES,
  requestPolicy,
} from './request-policy';
import { ROUTE_CLASSES, type RouteClass, routeClassOf } from './route-classes';

const ORIGIN = 'http://localhost';

let database: ReturnType<typeof temporaryDatabase>;
beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

function siteApp(): Hono {
  return createSiteApp({
    db: database.db,
    imageCacheDir: `${database.dir}/images`,
    assets: { scripts: [], styles: [], preloads: [] },
  });
}

/** The policy alone in front of a route that echoes what it read (through Hono and read-body). */
function policyApp(options: { trustProxy?: boolean } = {}) {
  const app = new Hono();
  app.use('*', requestPolicy(options));
  app.all('*', async (c) => {
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    const viaReadBody = await readBodyText(c);
    return c.json({
      body: body.length,
      readBody: viaReadBody.ok ? viaReadBody.text.length : viaReadBody.status,
      forwardedFor: c.req.header('x-forwarded-for') ?? null,
      forwardedProto: c.req.header('x-forwarded-proto') ?? null,
      forwarded: c.req.header('forwarded') ?? null,
    });
  });
  return app;
}

/** A path of the class, for each class that takes a body. */
const SAMPLE_PATHS: Readonly<Record<Exclude<RouteClass, 'noBody'>, string>> = {
  apiCall: '/api/form/SaveFormSubmission',
  beacon: '/api/events/Trace',
  cart: '/api/commerce/shopping-cart/entries',
  review: '/api/commerce/reviews',
  formPost: '/contact',
};

/** A body stream of `chunks` × 16 kB that counts what was pulled from it. */
function countingStream(chunks: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  let left = chunks;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (left === 0) {
          controller.close();
          return;
        }
        left -= 1;
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      // Nothing is pulled ahead: only what a reader asks for.
    },
    new CountQueuingStrategy({ highWaterMark: 0 }),
  );
  return { stream, pulled };
}

describe('every route of the site is covered by the request policy', () => {
  it('each registered route maps to a class; POST, PUT and PATCH routes each to a body class', () => {
    const table = new Map<string, RouteClass>();
    for (const route of siteApp().routes) {
      const sample = route.path.replaceAll(/:\w+/g, 'x').replace(/\*$/, 'x');
      const method = route.method === 'ALL' ? 'POST' : route.method;
      table.set(`${route.method} ${route.path}`, routeClassOf(method, sample));
    }
    // `POST /*` is the pages' HTML form post: its class depends on the page (below).
    const bodyRoutes = [...table].filter(
      ([route]) => /^(POST|PUT|PATCH) /.test(route) && route !== 'POST /*',
    );
    expect(table.has('POST /*')).toBe(true);
    expect(routeClassOf('POST', '/contact')).toBe('formPost');
    expect(routeClassOf('POST', '/boutique')).toBe('noBody');
    expect(routeClassOf('GET', '/contact')).toBe('noBody');
    // Every write route of the site, both API roots included, is listed in a class.
    expect(bodyRoutes.filter(([, routeClass]) => routeClass === 'noBody')).toEqual([]);
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(39);
    expect(new Set(bodyRoutes.map(([, routeClass]) => routeClass))).toEqual(
      new Set(['apiCall', 'beacon', 'cart', 'review', 'formPost']),
    );
    // The cookie banner's choice, posted as a form before or without the page script.
    expect(table.get('POST /choix-cookies')).toBe('formPost');
    expect(table.get('POST /api/commerce/shopping-cart/entries')).toBe('cart');
    expect(table.get('PUT /api/commerce/shopping-cart/entries/:id')).toBe('cart');
    expect(table.get('POST /api/commerce/reviews')).toBe('review');
    expect(table.get('POST /api/rest/census/RecordQuickView/:id')).toBe('beacon');
    expect(table.get('POST /api/v1/events')).toBe('beacon');
    expect(table.get('PUT /api/rest/site-header-footer')).toBe('apiCall');
    // Everything else (pages, images, GET and DELETE calls, middleware) takes no body.
    for (const [route, routeClass] of table) {
      if (!/^(POST|PUT|PATCH) /.test(route)) expect([route, routeClass]).toEqual([route, 'noBody']);
    }
  });

  it('an unknown route gets the strictest class: no body at all', () => {
    const caps = Object.values(ROUTE_CLASSES).map((rules) => rules.maxBodyBytes);
    expect(ROUTE_CLASSES.noBody.maxBodyBytes).toBe(Math.min(...caps));
    expect(routeClassOf('POST', '/api/nouvelle-route')).toBe('noBody');
    expect(routeClassOf('POST', '/api/form/SaveFormSubmission/')).toBe('noBody');
    expect(routeClassOf('PATCH', '/nouvelle-page')).toBe('noBody');
    expect(routeClassOf('DELETE', '/api/commerce/shopping-cart/entries/x')).toBe('noBody');
  });

  it('every registered route of the assembled site refuses a body over its class cap (413)', async () => {
    const app = siteApp();
    const seen = new Set<string>();
    const answers: string[] = [];
    for (const route of app.routes) {
      const method = route.method === 'ALL' ? 'POST' : route.method;
      const path = route.path.replaceAll(/:\w+/g, 'x').replace(/\*$/, 'route-nouvelle');
      if (seen.has(`${method} ${path}`)) continue;
      seen.add(`${method} ${path}`);
      const cap = ROUTE_CLASSES[routeClassOf(method, path)].maxBodyBytes;
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const response = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(cap + 1),
          origin: ORIGIN,
        },
        ...(hasBody ? { body: 'x'.repeat(cap + 1) } : {}),
      });
      answers.push(`${method} ${path} → ${response.status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 413'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(60);
  });
});

describe('body caps by route class, declared or streamed (413)', () => {
  for (const [routeClass, path] of Object.entries(SAMPLE_PATHS)) {
    const cap = ROUTE_CLASSES[routeClass as RouteClass].maxBodyBytes;

    it(`${routeClass}: ${cap} bytes pass, one more is refused; a stream stops at the cap`, async () => {
      const app = policyApp();
      const send = (body: BodyInit, headers: Record<string, string> = {}) =>
        app.request(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: {
            'content-type':
              routeClass === 'formPost' ? 'application/x-www-form-urlencoded' : 'application/json',
            ...headers,
          },
          body,
          duplex: 'half',
        } as RequestInit);
      const atCap = await send('x'.repeat(cap));
      expect(atCap.status).toBe(200);
      expect(await atCap.json()).toMatchObject({ body: cap, readBody: cap });
      const over = await send('x'.repeat(cap + 1));
      expect(over.status).toBe(413);
      expect(await over.json()).toEqual({
        error: `La requête est trop volumineuse (${cap / 1024} Ko au plus).`,
      });
      // Declared larger than the cap: refused before a byte is read.
      const declared = countingStream(64);
      const refused = await send(declared.stream, { 'content-length': String(64 * 16 * 1024) });
      expect(refused.status).toBe(413);
      expect(declared.pulled.bytes).toBe(0);
      // Streamed without a length: 5 MB offered, no more than the cap and a chunk or two read.
      const streamed = countingStream(320);
      const cut = await send(streamed.stream);
      expect(cut.status).toBe(413);
      expect(streamed.pulled.bytes).toBeLessThanOrEqual(cap + 3 * 16 * 1024);
    });
  }

  it('the API keeps its own message for its 64 kB cap', async () => {
    const response = await policyApp().request(`${ORIGIN}${SAMPLE_PATHS.apiCall}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(64 * 1024 + 1),
    });
    expect(await response.json()).toEqual({ error: API_MESSAGES.tooLarge });
  });

  it('a route that takes no body refuses one, and accepts an empty one', async () => {
    const app = policyApp();
    // A page without a form takes no body (the contact page takes its form's post).
    const withBody = await app.request(`${ORIGIN}/boutique`, { method: 'POST', body: 'a' });
    expect(withBody.status).toBe(413);
    expect(await withBody.json()).toEqual({ error: POLICY_MESSAGES.noBodyTaken });
    const getWithLength = await app.request(`${ORIGIN}/robots.txt`, {
      headers: { 'content-length': '5000000' },
    });
    expect(getWithLength.status).toBe(413);
    expect((await app.request(`${ORIGIN}/api/form/inconnue`, { method: 'POST' })).status).toBe(200);
    expect(
      (await app.request(`${ORIGIN}/api/commerce/shopping-cart/entries/x`, { method: 'DELETE' }))
        .status,
    ).toBe(200);
  });
});

describe('media types by route class (415)', () => {
  const cases: [RouteClass, string, number][] = [
    ['formPost', 'application/x-www-form-urlencoded', 200],
    ['formPost', 'application/json', 415],
    ['formPost', 'multipart/form-data; boundary=x', 415],
    ['apiCall', 'application/json', 200],
    ['apiCall', 'application/x-www-form-urlencoded;charset=UTF-8', 200],
    ['apiCall', 'application/merge-patch+json', 200],
    ['apiCall', 'text/plain;charset=UTF-8', 415],
    ['apiCall', 'application/xml', 415],
    ['apiCall', 'multipart/form-data; boundary=x', 415],
    ['beacon', 'text/plain;charset=UTF-8', 200],
    ['beacon', 'application/x-www-form-urlencoded', 200],
    ['beacon', 'application/json', 200],
    ['beacon', 'text/xml', 415],
    ['cart', 'application/json', 200],
    ['cart', 'application/x-www-form-urlencoded', 415],
    ['cart', 'text/plain', 415],
    ['review', 'application/json; charset=utf-8', 200],
    ['review', 'application/xml', 415],
  ];
  for (const [routeClass, type, status] of cases) {
    it(`${routeClass}: ${type} → ${status}`, async () => {
      const path = SAMPLE_PATHS[routeClass as Exclude<RouteClass, 'noBody'>];
      const response = await policyApp().request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"a":1}',
      });
      expect(response.status).toBe(status);
      if (status === 415)
        expect(await response.json()).toEqual({
          error: POLICY_MESSAGES.unsupportedType(ROUTE_CLASSES[routeClass].mediaTypes),
        });
    });
  }

  it('an untyped body (a Blob without type) is a beacon’s only: a JSON route refuses it', async () => {
    const app = policyApp();
    const untyped = (path: string) =>
      app.request(`${ORIGIN}${path}`, { method: 'POST', body: new Blob(['{"a":1}']) });
    expect((await untyped(SAMPLE_PATHS.beacon)).status).toBe(200);
    expect((await untyped(SAMPLE_PATHS.apiCall)).status).toBe(415);
    expect((await untyped(SAMPLE_PATHS.cart)).status).toBe(415);
  });

  it('an empty body is not held to a type (FormSubmissionKey, logout)', async () => {
    const response = await policyApp().request(`${ORIGIN}/api/form/FormSubmissionKey`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '',
    });
    expect(response.status).toBe(200);
  });
});

describe('target and header limits (414, 431)', () => {
  it(`a target over ${MAX_TARGET_BYTES} bytes is a 414; one at the limit passes`, async () => {
    const app = policyApp();
    const target = (length: number) => `/search?q=${'a'.repeat(length - '/search?q='.length)}`;
    expect((await app.request(`${ORIGIN}${target(MAX_TARGET_BYTES)}`)).status).toBe(200);
    const long = await app.request(`${ORIGIN}${target(MAX_TARGET_BYTES + 1)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ error: POLICY_MESSAGES.targetTooLong(MAX_TARGET_BYTES) });
  });

  it(`a query of more than ${MAX_QUERY_PARAMETERS} parameters is a 414 (spec 000 §9)`, async () => {
    const app = policyApp();
    const query = (count: number) =>
      Array.from({ length: count }, (_, index) => `${index % 10}=`).join('&');
    expect((await app.request(`${ORIGIN}/search?${query(MAX_QUERY_PARAMETERS)}`)).status).toBe(200);
    const many = await app.request(`${ORIGIN}/search?${query(MAX_QUERY_PARAMETERS + 1)}`);
    expect(many.status).toBe(414);
    expect(await many.json()).toEqual({
      error: POLICY_MESSAGES.tooManyParameters(MAX_QUERY_PARAMETERS),
    });
  });

  it(`more than ${MAX_HEADER_COUNT} header fields, or one over 8 kB, is a 431`, async () => {
    const app = policyApp();
    const headers = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`x-champ-${index}`, 'v']));
    expect((await app.request(`${ORIGIN}/`, { headers: headers(MAX_HEADER_COUNT) })).status).toBe(
      200,
    );
    const many = await app.request(`${ORIGIN}/`, { headers: headers(MAX_HEADER_COUNT + 1) });
    expect(many.status).toBe(431);
    expect(await many.json()).toEqual({ error: POLICY_MESSAGES.tooManyHeaders(MAX_HEADER_COUNT) });
    const field = (size: number) => ({ cookie: `a=${'b'.repeat(size - 'cookie'.length - 2)}` });
    expect(
      (await app.request(`${ORIGIN}/`, { headers: field(MAX_HEADER_FIELD_BYTES) })).status,
    ).toBe(200);
    const large = await app.request(`${ORIGIN}/`, { headers: field(MAX_HEADER_FIELD_BYTES + 1) });
    expect(large.status).toBe(431);
    expect(await large.json()).toEqual({
      error: POLICY_MESSAGES.headerTooLarge(MAX_HEADER_FIELD_BYTES),
    });
  });
});

describe('proxy headers are trusted only with trustProxy', () => {
  const proxied = {
    'x-forwarded-for': '203.0.113.7',
    'x-forwarded-proto': 'https',
    forwarded: 'for=203.0.113.7;proto=https',
  };

  it('without it, no route sees them, and the body still reaches the route', async () => {
    const response = await policyApp().request(`${ORIGIN}${SAMPLE_PATHS.apiCall}`, {
      method: 'POST',
      headers: { ...proxied, 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await response.json()).toEqual({
      body: 7,
      readBody: 7,
      forwardedFor: null,
      forwardedProto: null,
      forwarded: null,
    });
  });

  it('with it, the route reads them', async () => {
    const response = await policyApp({ trustProxy: true }).request(`${ORIGIN}/`, {
      headers: proxied,
    });
    expect(await response.json()).toMatchObject({
      forwardedFor: '203.0.113.7',
      forwardedProto: 'https',
      forwarded: 'for=203.0.113.7;proto=https',
    });
  });
});
