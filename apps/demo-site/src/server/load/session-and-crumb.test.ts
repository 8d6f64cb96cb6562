import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../content/shop';
import { API_MESSAGES } from '../api/http/messages';
import { type Database, openDatabase, SEED_ACCOUNTS } from '../db';
import { createSiteApp } from '../site-app';

// The whole site app (pages, API, cart, checkout, owner page), as `node dist/server/main.js`
// serves it, called in process. The API app's own tests (session-routes.test.ts,
// create-api-app.test.ts, crumb.test.ts) check its parts; these check the assembled site.
const ORIGIN = 'http://atelier.test';
const HTTPS_ORIGIN = 'https://atelier-lumiere.fr';
const ANOTHER_SITE = 'https://pirate.example';
const [member] = SEED_ACCOUNTS;

let dir: string;
let db: Database;
let app: Hono;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-crumb-'));
  db = openDatabase(dir);
  app = createSiteApp({
    db,
    imageCacheDir: join(dir, 'images'),
    assets: { scripts: [], styles: [], preloads: [] },
  });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Calls `sendBeacon` makes (spec 000 §7 census, spec 001 §7 telemetry): a beacon sets no header
 * and these payloads hold no crumb, so the server checks them by origin instead (see
 * docs/api-server.md "Beacon calls").
 */
const BEACON_PATHS = [
  /\/census\/(RecordHit|button-click|button-render|form-render|overlay|RecordQuickView\/[^/]+)$/,
  /\/events\/Trace$/,
  /\/v1\/events$/,
  /\/1\/performance\/records$/,
];
const isBeacon = (path: string) => BEACON_PATHS.some((pattern) => pattern.test(path));

const CART_ENTRY = `${PRODUCTS.bowl.id}:${PRODUCTS.bowl.variants[0]?.id ?? 'unique'}`;

/** Every POST, PUT, DELETE and PATCH route of the site, read from the app's own router. */
function stateChangingRoutes(site: Hono): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of site.routes) {
    if (!STATE_CHANGING.has(route.method)) continue;
    // `POST /*` is a page's HTML form post: the contact page's.
    const path =
      route.path === '/*' ? '/contact' : route.path.replace(':id', encodeURIComponent(CART_ENTRY));
    const id = `${route.method} ${path}`;
    if (seen.has(id)) continue;
    seen.add(id);
    routes.push({ method: route.method, path });
  }
  return routes;
}

/** A body the route would accept (so that only the crumb or origin decides the refusal). */
function bodyFor(path: string): { body?: string; type?: string } {
  const form = (fields: Record<string, string>) => ({
    body: new URLSearchParams(fields).toString(),
    type: 'application/x-www-form-urlencoded',
  });
  const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });
  const visitor = 'f3b9c1d2-4a5b-4c6d-8e7f-0a1b2c3d4e5f|1767225600000|1767225600000|1|1';
  if (path === '/choix-cookies') return form({ choice: 'denied' });
  if (path === '/contact')
    return form({ formulaire: 'formulaire-contact', email: 'a@exemple.fr', message: 'Bonjour' });
  if (path.endsWith('/form/SaveFormSubmission'))
    return json({
      key: 'cle',
      formId: 'lettre-atelier',
      form: JSON.stringify({ email: 'a@exemple.fr' }),
    });
  if (path.endsWith('/site-users/account/session'))
    return form({
      email: member?.email ?? '',
      password: member?.password ?? '',
      rememberMe: 'false',
    });
  if (path.endsWith('/widget/GetWidgetRendering'))
    return form({ widgetJSON: JSON.stringify({ type: 'scheduling', id: 'rdv', value: {} }) });
  if (path.endsWith('/census/RecordHit'))
    return form({ event: 'pageview', data: '{}', ss_cvr: visitor });
  if (/\/census\/(button-click|button-render|form-render|overlay)$/.test(path))
    return form({ ss_cvr: visitor, pagePath: '/contact' });
  if (path.endsWith('/events/RecordJavascriptErrors'))
    return json([{ event: 'erreur', data: {}, timestamp: 1_767_225_600_000 }]);
  if (path.endsWith('/events/Trace'))
    return form({ items: JSON.stringify([{ level: 'info', message: 'trace', timestamp: 1 }]) });
  if (path.endsWith('/events/RecordEvent'))
    return form({ event: 'clic', data: JSON.stringify({ eventName: 'clic', payload: {} }) });
  if (path.endsWith('/v1/events'))
    return json({ analyticsId: 'a', commonData: {}, customData: {}, customSchemaName: 'b' });
  if (path.endsWith('/1/performance/records'))
    return { body: JSON.stringify([{ a: 1, d: 2, e: 'load', p: '/', t: 3 }]), type: 'text/plain' };
  if (path.endsWith('/site-header-footer'))
    return json({ header: { title: 'Piraté' }, footer: {} });
  if (path.endsWith('/multilingual/languages')) return json({ languages: ['fr-FR', 'en-US'] });
  if (path.endsWith('/shopping-cart/entries'))
    return json({ itemId: PRODUCTS.bowl.id, quantity: 1 });
  if (path.includes('/shopping-cart/entries/')) return json({ quantity: 3 });
  if (path.endsWith('/commerce/reviews'))
    return json({
      productId: 'prod-bol-gres',
      rating: 1,
      title: 'Faux avis',
      body: 'Écrit ailleurs.',
    });
  return {};
}

/** Row counts of every table: a refused call changes none. */
function tableCounts(database: Database): Record<string, number> {
  const tables = database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (database.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}

async function call(
  route: { method: string; path: string },
  options: { headers?: Record<string, string>; query?: string; origin?: string } = {},
) {
  const { body, type } = bodyFor(route.path);
  const headers = new Headers(options.headers);
  if (type) headers.set('content-type', type);
  const url = `${options.origin ?? ORIGIN}${route.path}${options.query ?? ''}`;
  const init: RequestInit = { method: route.method, headers };
  if (body !== undefined && route.method !== 'DELETE') init.body = body;
  const response = await app.request(url, init);
  const text = await response.text();
  return { status: response.status, text, setCookies: response.headers.getSetCookie() };
}

/** A crumb the server handed out (the crumb cookie of a page answer). */
async function pageCrumb(origin = ORIGIN): Promise<string> {
  const response = await app.request(`${origin}/robots.txt`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('crumb='));
  return cookie?.slice('crumb='.length).split(';')[0] ?? '';
}

/** Signs the member in (with the crumb) and answers the session cookie's Set-Cookie value. */
async function signIn(origin: string, headers: Record<string, string> = {}) {
  const crumb = await pageCrumb(origin);
  const response = await app.request(`${origin}/api/site-users/account/session?crumb=${crumb}`, {
    method: 'POST',
    headers: {
      cookie: `crumb=${crumb}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams({
      email: member?.email ?? '',
      password: member?.password ?? '',
      rememberMe: 'false',
    }).toString(),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

/** A crumb refusal (spec 000 §7): 403 `{ crumbFail: true, error }` with a French message. */
function isCrumbRefusal(text: string): boolean {
  // A page's HTML form post is answered with the page, the message shown at the form.
  if (text.startsWith('<!doctype html>')) return text.includes(API_MESSAGES.crumb);
  try {
    const answer = JSON.parse(text) as { crumbFail?: unknown; error?: unknown };
    return answer.crumbFail === true && typeof answer.error === 'string' && answer.error !== '';
  } catch {
    return false;
  }
}

describe('every state-changing call without a valid crumb is refused (spec 000 §7)', () => {
  it('finds every POST, PUT and DELETE route of the site, on both API roots', () => {
    const listed = stateChangingRoutes(app).map((route) => `${route.method} ${route.path}`);
    for (const root of ['/api', '/api/rest']) {
      for (const expected of [
        'POST /form/FormSubmissionKey',
        'POST /form/SaveFormSubmission',
        'POST /site-users/account/session',
        'DELETE /site-users/account/session',
        'POST /auth/Logout',
        'POST /widget/GetWidgetRendering',
        'POST /census/RecordHit',
        'POST /events/RecordJavascriptErrors',
        'POST /events/RecordEvent',
        'POST /events/Trace',
        'POST /v1/events',
        'POST /1/performance/records',
        'PUT /site-header-footer',
        'PUT /multilingual/languages',
      ]) {
        const [method, path] = expected.split(' ');
        expect(listed).toContain(`${method} ${root}${path}`);
      }
    }
    expect(listed).toContain('POST /api/commerce/shopping-cart/entries');
    expect(listed).toContain('POST /api/commerce/reviews');
    expect(listed.length).toBeGreaterThanOrEqual(42);
  });

  it('refuses each one from another site without a crumb, and changes nothing', async () => {
    const before = tableCounts(db);
    const accepted: string[] = [];
    for (const route of stateChangingRoutes(app)) {
      const answer = await call(route, {
        headers: { origin: ANOTHER_SITE, 'sec-fetch-site': 'cross-site' },
      });
      // Issue 17: refused by origin before any crumb is read, beacons and the rest alike.
      const refused = answer.text === JSON.stringify({ error: API_MESSAGES.crossSite });
      if (answer.status !== 403 || !refused)
        accepted.push(`${route.method} ${route.path} → ${answer.status} ${answer.text}`);
    }
    expect(accepted, 'state-changing calls from another site that were not refused').toEqual([]);
    expect(tableCounts(db)).toEqual(before);
  });

  it('refuses each one from a sibling origin even with a valid crumb, and changes nothing (issue 17)', async () => {
    const crumb = await pageCrumb();
    const before = tableCounts(db);
    const accepted: string[] = [];
    const siblings: Record<string, string>[] = [
      // A page on another port of the same host: same site, another origin.
      { origin: 'http://atelier.test:4441', 'sec-fetch-site': 'same-site' },
      // A sibling subdomain, and a browser that sends Origin only.
      { origin: 'http://boutique.atelier.test', 'sec-fetch-site': 'same-site' },
      { origin: 'http://atelier.test:4441' },
    ];
    for (const route of stateChangingRoutes(app)) {
      for (const headers of siblings) {
        const answer = await call(route, {
          query: `?crumb=${crumb}`,
          headers: { ...headers, cookie: `crumb=${crumb}` },
        });
        if (
          answer.status !== 403 ||
          answer.text !== JSON.stringify({ error: API_MESSAGES.crossSite })
        )
          accepted.push(
            `${route.method} ${route.path} ${JSON.stringify(headers)} → ${answer.status}`,
          );
      }
    }
    expect(accepted, 'state-changing calls from a sibling origin that were not refused').toEqual(
      [],
    );
    expect(tableCounts(db)).toEqual(before);
  });

  it('refuses each non-beacon call without a crumb from a client that names no origin', async () => {
    const accepted: string[] = [];
    for (const route of stateChangingRoutes(app).filter((route) => !isBeacon(route.path))) {
      const answer = await call(route);
      if (answer.status !== 403 || !isCrumbRefusal(answer.text))
        accepted.push(`${route.method} ${route.path} → ${answer.status} ${answer.text}`);
    }
    expect(accepted).toEqual([]);
  });

  it('refuses each non-beacon call whose crumb does not match the cookie, or has no cookie', async () => {
    const crumb = await pageCrumb();
    const other = await pageCrumb();
    expect(other).not.toBe(crumb);
    const session = (await signIn(ORIGIN)).find((value) => value.startsWith('vitrine_session='));
    const sessionPair = session?.split(';')[0] ?? '';
    const accepted: string[] = [];
    for (const route of stateChangingRoutes(app).filter((route) => !isBeacon(route.path))) {
      const variants: { name: string; query?: string; headers: Record<string, string> }[] = [
        { name: 'wrong crumb', query: `?crumb=${other}`, headers: { cookie: `crumb=${crumb}` } },
        { name: 'crumb without cookie', query: `?crumb=${crumb}`, headers: {} },
        { name: 'cookie without crumb', headers: { cookie: `crumb=${crumb}` } },
        {
          name: 'signed in, wrong crumb in X-CSRF-Token',
          headers: { cookie: `crumb=${crumb}; ${sessionPair}`, 'x-csrf-token': other },
        },
      ];
      for (const variant of variants) {
        const answer = await call(route, variant);
        if (answer.status !== 403 || !isCrumbRefusal(answer.text))
          accepted.push(`${variant.name}: ${route.method} ${route.path} → ${answer.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('a refused call gets a fresh crumb cookie, and the same call with it is not refused', async () => {
    const refusedAsCrumb = stateChangingRoutes(app).filter((route) => !isBeacon(route.path));
    const stillRefused: string[] = [];
    for (const route of refusedAsCrumb) {
      // A crumb the server never signed (the old bare double-submit shape): a crumbFail.
      const stale = 'c'.repeat(43);
      const refused = await call(route, {
        query: `?crumb=${stale}`,
        headers: { cookie: `crumb=${stale}`, origin: ORIGIN },
      });
      expect(isCrumbRefusal(refused.text), `${route.method} ${route.path}`).toBe(true);
      const fresh = refused.setCookies.find((value) => value.startsWith('crumb='));
      const crumb = fresh?.slice('crumb='.length).split(';')[0] ?? '';
      expect(crumb).toMatch(/^[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
      const retried = await call(route, {
        query: `?crumb=${crumb}`,
        headers: { cookie: `crumb=${crumb}`, origin: ORIGIN },
      });
      if (retried.text.includes('crumbFail') || retried.text.includes(API_MESSAGES.crossSite))
        stillRefused.push(`${route.method} ${route.path} → ${retried.status}`);
    }
    expect(stillRefused).toEqual([]);
  });

  it('beacon calls (no header, no crumb field) are refused when Origin names another site or is null', async () => {
    const beacons = stateChangingRoutes(app).filter((route) => isBeacon(route.path));
    expect(beacons.length).toBe(18);
    const before = tableCounts(db);
    const accepted: string[] = [];
    for (const route of beacons) {
      const origins: Record<string, string>[] = [
        { origin: ANOTHER_SITE },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of origins) {
        const answer = await call(route, { headers });
        if (answer.status !== 403)
          accepted.push(`${route.path} ${JSON.stringify(headers)} → ${answer.status}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(tableCounts(db)).toEqual(before);
  });
});

describe('cookie flags of the assembled site', () => {
  it('the session cookie is HttpOnly and SameSite=Lax over http, without Secure', async () => {
    const session = (await signIn(ORIGIN)).find((value) => value.startsWith('vitrine_session='));
    expect(session).toMatch(/^vitrine_session=[\w-]{43}; Path=\/; SameSite=Lax; HttpOnly$/);
  });

  it('over https, and behind an https proxy, the session cookie is also Secure', async () => {
    const direct = (await signIn(HTTPS_ORIGIN)).find((value) =>
      value.startsWith('vitrine_session='),
    );
    expect(direct).toMatch(/^vitrine_session=[\w-]{43}; Path=\/; SameSite=Lax; Secure; HttpOnly$/);
    // Any client can send X-Forwarded-Proto: it counts only with `trustProxy` (a proxy we run).
    const spoofed = (await signIn(ORIGIN, { 'x-forwarded-proto': 'https' })).find((value) =>
      value.startsWith('vitrine_session='),
    );
    expect(spoofed).toMatch(/; SameSite=Lax; HttpOnly$/);
    app = createSiteApp({
      db,
      imageCacheDir: join(dir, 'images'),
      assets: { scripts: [], styles: [], preloads: [] },
      trustProxy: true,
    });
    const proxied = (await signIn(ORIGIN, { 'x-forwarded-proto': 'https' })).find((value) =>
      value.startsWith('vitrine_session='),
    );
    expect(proxied).toMatch(/; SameSite=Lax; Secure; HttpOnly$/);
  });

  it('logout over https clears the session cookie with the same flags', async () => {
    const cookies = await signIn(HTTPS_ORIGIN);
    const sessionPair = cookies
      .find((value) => value.startsWith('vitrine_session='))
      ?.split(';')[0];
    const crumb = cookies.find((value) => value.startsWith('crumb='))?.split(';')[0] ?? '';
    const response = await app.request(
      `${HTTPS_ORIGIN}/api/site-users/account/session?cloneCart=false&${crumb}`,
      { method: 'DELETE', headers: { cookie: `${crumb}; ${sessionPair}` } },
    );
    expect(response.status).toBe(200);
    const cleared = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('vitrine_session='));
    expect(cleared).toMatch(
      /^vitrine_session=; .*Max-Age=0; Path=\/; SameSite=Lax; Secure; HttpOnly$/,
    );
  });

  it('the crumb cookie is SameSite=Lax, readable by the page (not HttpOnly), and Secure over https', async () => {
    const http = await app.request(`${ORIGIN}/contact`);
    const httpCrumb = http.headers.getSetCookie().find((value) => value.startsWith('crumb='));
    expect(httpCrumb).toMatch(/^crumb=[\w-]{22}\.[\w-]{22}\.[\w-]{43}; Path=\/; SameSite=Lax$/);
    const https = await app.request(`${HTTPS_ORIGIN}/contact`);
    const httpsCrumb = https.headers.getSetCookie().find((value) => value.startsWith('crumb='));
    expect(httpsCrumb).toMatch(
      /^crumb=[\w-]{22}\.[\w-]{22}\.[\w-]{43}; Path=\/; SameSite=Lax; Secure$/,
    );
    // The visitor cookie the crumb is bound to: HttpOnly, no script reads it.
    const visitor = https.headers
      .getSetCookie()
      .find((value) => value.startsWith('vitrine_visitor='));
    expect(visitor).toMatch(/^vitrine_visitor=[\w-]{22}; Path=\/; SameSite=Lax; Secure; HttpOnly$/);
  });

  it('every cookie a page sets over https is Secure; the cart cookie is SameSite=Lax and readable by the checkout rule', async () => {
    const response = await app.request(`${HTTPS_ORIGIN}/boutique`);
    const cookies = response.headers.getSetCookie();
    const cart = cookies.find((value) => value.startsWith('CART='));
    // @vitrine/commerce's hasCartCookie reads document.cookie (spec 000 §7 "Checkout redirects").
    expect(cart).not.toMatch(/HttpOnly/i);
    expect(cart).toMatch(/SameSite=Lax/);
    const notSecure = cookies.filter((value) => !/;\s*Secure(;|$)/i.test(value));
    expect(notSecure, 'cookies set over https without Secure').toEqual([]);
  });
});
