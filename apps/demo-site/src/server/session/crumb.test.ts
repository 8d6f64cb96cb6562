import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type CrumbEnv, crumbAccepted, crumbMiddleware, renewCrumb } from './crumb';

const CRUMB = 'a'.repeat(43);

function pageApp() {
  const app = new Hono<CrumbEnv>();
  app.use('*', crumbMiddleware());
  app.get('/page', (c) => c.text(c.get('crumbState').value));
  app.get('/renouveler', (c) => c.text(renewCrumb(c)));
  return app;
}

describe('crumbMiddleware (spec 000 §7: the crumb cookie)', () => {
  it('issues a readable crumb cookie when the request has none', async () => {
    const response = await pageApp().request('http://localhost/page');
    const [cookie] = response.headers.getSetCookie();
    const value = await response.text();
    expect(value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`crumb=${value}; Path=/; SameSite=Lax`);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('adds Secure over https, including behind a proxy', async () => {
    const direct = await pageApp().request('https://exemple.fr/page');
    expect(direct.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    const proxied = await pageApp().request('http://localhost/page', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('keeps a well-formed crumb and replaces a malformed one', async () => {
    const kept = await pageApp().request('http://localhost/page', {
      headers: { cookie: `crumb=${CRUMB}` },
    });
    expect(kept.headers.getSetCookie()).toEqual([]);
    expect(await kept.text()).toBe(CRUMB);
    const replaced = await pageApp().request('http://localhost/page', {
      headers: { cookie: 'crumb=<script>' },
    });
    expect(replaced.headers.getSetCookie()).toHaveLength(1);
  });

  it('sets the cookie once when installed twice (page server and API)', async () => {
    const inner = new Hono<CrumbEnv>();
    inner.use('*', crumbMiddleware());
    inner.get('/api/x', (c) => c.text(c.get('crumbState').value));
    const outer = new Hono<CrumbEnv>();
    outer.use('*', crumbMiddleware());
    outer.route('/', inner);
    const response = await outer.request('http://localhost/api/x');
    expect(response.headers.getSetCookie()).toEqual([
      `crumb=${await response.text()}; Path=/; SameSite=Lax`,
    ]);
  });

  it('renewCrumb replaces an existing crumb', async () => {
    const response = await pageApp().request('http://localhost/renouveler', {
      headers: { cookie: `crumb=${CRUMB}` },
    });
    const value = await response.text();
    expect(value).not.toBe(CRUMB);
    expect(response.headers.getSetCookie()).toEqual([`crumb=${value}; Path=/; SameSite=Lax`]);
  });
});

describe('crumbAccepted (double-submit crumb, spec 000 §7)', () => {
  const post = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { method: 'POST', headers });

  it('accepts the crumb in the query, the X-CSRF-Token or X-Crumb header, or a form field', () => {
    const cookie = { cookie: `crumb=${CRUMB}` };
    expect(crumbAccepted(post(`http://localhost/api/a?crumb=${CRUMB}`, cookie))).toBe(true);
    expect(
      crumbAccepted(post('http://localhost/api/a', { ...cookie, 'x-csrf-token': CRUMB })),
    ).toBe(true);
    expect(crumbAccepted(post('http://localhost/api/a', { ...cookie, 'x-crumb': CRUMB }))).toBe(
      true,
    );
    expect(crumbAccepted(post('http://localhost/api/a', cookie), CRUMB)).toBe(true);
  });

  it('refuses a missing or different crumb while the cookie exists', () => {
    const cookie = { cookie: `crumb=${CRUMB}`, origin: 'http://localhost' };
    expect(crumbAccepted(post('http://localhost/api/a', cookie))).toBe(false);
    expect(crumbAccepted(post(`http://localhost/api/a?crumb=${'b'.repeat(43)}`, cookie))).toBe(
      false,
    );
    expect(crumbAccepted(post('http://localhost/api/a?crumb=court', cookie))).toBe(false);
  });

  it('refuses a crumb without a cookie to compare it with', () => {
    expect(
      crumbAccepted(post(`http://localhost/api/a?crumb=${CRUMB}`, { origin: 'http://localhost' })),
    ).toBe(false);
  });

  it('accepts a call with neither crumb nor cookie only from this very site (the data layer retry)', () => {
    expect(crumbAccepted(post('http://localhost/api/a', { origin: 'http://localhost' }))).toBe(
      true,
    );
    expect(crumbAccepted(post('http://localhost/api/a', { 'sec-fetch-site': 'same-origin' }))).toBe(
      true,
    );
    expect(crumbAccepted(post('http://localhost/api/a'))).toBe(false);
    expect(
      crumbAccepted(post('http://localhost/api/a', { origin: 'https://pirate.example' })),
    ).toBe(false);
    expect(crumbAccepted(post('http://localhost/api/a', { origin: 'null' }))).toBe(false);
    expect(
      crumbAccepted(
        post('http://localhost/api/a', {
          origin: 'http://localhost',
          'sec-fetch-site': 'cross-site',
        }),
      ),
    ).toBe(false);
  });
});
