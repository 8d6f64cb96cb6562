import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../api/http/messages';
import { isFromThisOrigin, requestSource, sameOriginWrites } from './same-origin-writes';

const SITE = 'http://127.0.0.1:4321';

function request(headers: Record<string, string>, url = `${SITE}/api/x`) {
  return new Request(url, { method: 'POST', headers });
}

describe('requestSource (issue 17: CSRF beyond the crumb)', () => {
  it('trusts Sec-Fetch-Site first: only same-origin is this origin', () => {
    expect(requestSource(request({ 'sec-fetch-site': 'same-origin' }))).toBe('same-origin');
    for (const site of ['same-site', 'cross-site', 'none']) {
      // Even with an Origin that names the site: the browser's own word wins.
      expect(requestSource(request({ 'sec-fetch-site': site, origin: SITE })), site).toBe(
        'elsewhere',
      );
    }
  });

  it('without Sec-Fetch-Site, compares Origin with the whole origin: scheme, host and port', () => {
    expect(requestSource(request({ origin: SITE }))).toBe('same-origin');
    expect(requestSource(request({ origin: 'HTTP://127.0.0.1:4321' }))).toBe('same-origin');
    for (const origin of [
      'http://127.0.0.1:4441',
      'https://127.0.0.1:4321',
      'http://localhost:4321',
      'http://boutique.127.0.0.1:4321',
      'null',
      'pas une origine',
    ]) {
      expect(requestSource(request({ origin })), origin).toBe('elsewhere');
    }
  });

  it('says unstated when the request names no origin at all', () => {
    expect(requestSource(request({}))).toBe('unstated');
  });

  it('reads the forwarded origin only behind a trusted proxy', () => {
    const proxied = request(
      {
        origin: 'https://atelier-lumiere.fr',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'atelier-lumiere.fr',
      },
      'http://127.0.0.1:4321/api/x',
    );
    expect(requestSource(proxied)).toBe('elsewhere');
    expect(requestSource(proxied, { trustProxy: true })).toBe('same-origin');
  });
});

describe('isFromThisOrigin (the tracking GET)', () => {
  const get = (headers: Record<string, string>) => new Request(`${SITE}/api/t`, { headers });

  it('needs a positive word: Sec-Fetch-Site, else Origin, else Referer of this origin', () => {
    expect(isFromThisOrigin(get({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isFromThisOrigin(get({ referer: `${SITE}/boutique?x=1` }))).toBe(true);
    expect(isFromThisOrigin(get({ origin: SITE }))).toBe(true);
    expect(isFromThisOrigin(get({}))).toBe(false);
    expect(isFromThisOrigin(get({ 'sec-fetch-site': 'cross-site', referer: `${SITE}/` }))).toBe(
      false,
    );
    expect(isFromThisOrigin(get({ referer: 'http://127.0.0.1:4441/' }))).toBe(false);
  });
});

describe('sameOriginWrites', () => {
  function app() {
    const site = new Hono();
    site.use('*', sameOriginWrites());
    site.all('*', (c) => c.text('écrit'));
    return site;
  }

  it('refuses a state-changing request from elsewhere with 403 { error }, any method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await app().request(`${SITE}/api/commerce/reviews`, {
        method,
        headers: { origin: 'http://127.0.0.1:4441', 'sec-fetch-site': 'same-site' },
      });
      expect(response.status, method).toBe(403);
      expect(await response.json()).toEqual({ error: API_MESSAGES.crossSite });
    }
  });

  it('lets reads through from anywhere, and writes from this origin or from an unstated one', async () => {
    const cross = { origin: 'https://pirate.example', 'sec-fetch-site': 'cross-site' };
    expect((await app().request(`${SITE}/page`, { headers: cross })).status).toBe(200);
    expect((await app().request(`${SITE}/page`, { method: 'HEAD', headers: cross })).status).toBe(
      200,
    );
    const beacon = { origin: SITE, 'sec-fetch-site': 'same-origin' };
    expect(
      (await app().request(`${SITE}/api/events/Trace`, { method: 'POST', headers: beacon })).status,
    ).toBe(200);
    expect((await app().request(`${SITE}/api/x`, { method: 'POST' })).status).toBe(200);
  });
});
