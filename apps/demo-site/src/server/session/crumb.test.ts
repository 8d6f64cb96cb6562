import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type CrumbEnv, crumbAccepted, crumbMiddleware, renewCrumb } from './crumb';
import { createCrumbSigner, newVisitorId } from './crumb-signer';

const SECRET = Buffer.alloc(32, 7);
const signer = createCrumbSigner(SECRET);
const CRUMB_SHAPE = /^[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/;

function pageApp() {
  const app = new Hono<CrumbEnv>();
  app.use('*', crumbMiddleware({ secret: SECRET }));
  app.get('/page', (c) => c.text(c.get('crumbState').value));
  app.get('/renouveler', (c) => c.text(renewCrumb(c)));
  app.post('/ecrire', (c) => c.text(crumbAccepted(c) ? 'oui' : 'non'));
  return app;
}

function cookieValue(setCookies: readonly string[], name: string): string | undefined {
  return setCookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

describe('crumbMiddleware (spec 000 §7: the crumb cookie)', () => {
  it('issues a readable signed crumb and the HttpOnly visitor cookie it is bound to', async () => {
    const response = await pageApp().request('http://localhost/page');
    const value = await response.text();
    expect(value).toMatch(CRUMB_SHAPE);
    const [visitor, crumb] = response.headers.getSetCookie();
    expect(crumb).toBe(`crumb=${value}; Path=/; SameSite=Lax`);
    expect(crumb).not.toMatch(/HttpOnly/i);
    expect(visitor).toBe(`vitrine_visitor=${value.split('.')[0]}; Path=/; SameSite=Lax; HttpOnly`);
    expect(signer.read(value, undefined)).toEqual({ visitor: value.split('.')[0] });
  });

  it('adds Secure over https, including behind a proxy', async () => {
    const direct = await pageApp().request('https://exemple.fr/page');
    for (const cookie of direct.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
    const proxied = await pageApp().request('http://localhost/page', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    for (const cookie of proxied.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });

  it('keeps a crumb of its own, with or without the visitor cookie', async () => {
    const visitor = newVisitorId();
    const crumb = signer.sign(visitor, undefined);
    for (const cookie of [`crumb=${crumb}`, `crumb=${crumb}; vitrine_visitor=${visitor}`]) {
      const kept = await pageApp().request('http://localhost/page', { headers: { cookie } });
      expect(kept.headers.getSetCookie()).toEqual([]);
      expect(await kept.text()).toBe(crumb);
    }
  });

  it('replaces a malformed, forged, foreign or other-session crumb, keeping a known visitor', async () => {
    const visitor = newVisitorId();
    const other = newVisitorId();
    const cases = {
      malformed: 'crumb=<script>',
      'old 43-character crumb': `crumb=${'a'.repeat(43)}`,
      'signed with another secret': `crumb=${createCrumbSigner(Buffer.alloc(32, 8)).sign(visitor, undefined)}`,
      'another visitor’s': `crumb=${signer.sign(other, undefined)}; vitrine_visitor=${visitor}`,
      'signed for a session the request lacks': `crumb=${signer.sign(visitor, 'jeton')}; vitrine_visitor=${visitor}`,
      'anonymous while a session is held': `crumb=${signer.sign(visitor, undefined)}; vitrine_visitor=${visitor}; vitrine_session=jeton`,
    };
    for (const [name, cookie] of Object.entries(cases)) {
      const response = await pageApp().request('http://localhost/page', { headers: { cookie } });
      const value = await response.text();
      const set = response.headers.getSetCookie();
      expect(cookieValue(set, 'crumb'), name).toBe(value);
      if (cookie.includes('vitrine_visitor')) {
        expect(value.split('.')[0], name).toBe(visitor);
        expect(cookieValue(set, 'vitrine_visitor'), name).toBeUndefined();
      }
    }
  });

  it('sets the cookies once when installed twice (page server and API)', async () => {
    const inner = new Hono<CrumbEnv>();
    inner.use('*', crumbMiddleware({ secret: SECRET }));
    inner.get('/api/x', (c) => c.text(c.get('crumbState').value));
    const outer = new Hono<CrumbEnv>();
    outer.use('*', crumbMiddleware({ secret: SECRET }));
    outer.route('/', inner);
    const response = await outer.request('http://localhost/api/x');
    const value = await response.text();
    expect(response.headers.getSetCookie()).toEqual([
      `vitrine_visitor=${value.split('.')[0]}; Path=/; SameSite=Lax; HttpOnly`,
      `crumb=${value}; Path=/; SameSite=Lax`,
    ]);
  });

  it('renewCrumb replaces an existing crumb, for the same visitor', async () => {
    const visitor = newVisitorId();
    const crumb = signer.sign(visitor, undefined);
    const response = await pageApp().request('http://localhost/renouveler', {
      headers: { cookie: `crumb=${crumb}; vitrine_visitor=${visitor}` },
    });
    const value = await response.text();
    expect(value).not.toBe(crumb);
    expect(value.split('.')[0]).toBe(visitor);
    expect(response.headers.getSetCookie()).toEqual([`crumb=${value}; Path=/; SameSite=Lax`]);
  });

  it('renewCrumb signs for the session given: login passes the new one, logout null', async () => {
    const app = new Hono<CrumbEnv>();
    app.use('*', crumbMiddleware({ secret: SECRET }));
    app.get('/connexion', (c) => c.text(renewCrumb(c, { session: 'nouveau-jeton' })));
    app.get('/deconnexion', (c) => c.text(renewCrumb(c, { session: null })));
    const visitor = newVisitorId();
    const login = await (
      await app.request('http://localhost/connexion', {
        headers: { cookie: `crumb=${signer.sign(visitor, undefined)}` },
      })
    ).text();
    expect(signer.read(login, 'nouveau-jeton')).toEqual({ visitor });
    expect(signer.read(login, undefined)).toBeNull();
    const logout = await (
      await app.request('http://localhost/deconnexion', {
        headers: { cookie: `crumb=${signer.sign(visitor, 'ancien')}; vitrine_session=ancien` },
      })
    ).text();
    expect(signer.read(logout, undefined)).toEqual({ visitor });
  });
});

describe('crumbAccepted (signed double-submit crumb, spec 000 §7, issue 17)', () => {
  const visitor = newVisitorId();
  const crumb = signer.sign(visitor, undefined);
  const post = (url: string, headers: Record<string, string> = {}) =>
    pageApp().request(url, { method: 'POST', headers });
  const accepted = async (url: string, headers: Record<string, string> = {}) =>
    (await (await post(url, headers)).text()) === 'oui';

  it('accepts its own crumb in the query, the X-CSRF-Token or X-Crumb header', async () => {
    const cookie = { cookie: `crumb=${crumb}; vitrine_visitor=${visitor}` };
    expect(await accepted(`http://localhost/ecrire?crumb=${crumb}`, cookie)).toBe(true);
    expect(await accepted('http://localhost/ecrire', { ...cookie, 'x-csrf-token': crumb })).toBe(
      true,
    );
    expect(await accepted('http://localhost/ecrire', { ...cookie, 'x-crumb': crumb })).toBe(true);
    // A client that keeps only the crumb (a load run) is the crumb's visitor.
    expect(
      await accepted(`http://localhost/ecrire?crumb=${crumb}`, { cookie: `crumb=${crumb}` }),
    ).toBe(true);
  });

  it('refuses a missing or different crumb while the cookie exists', async () => {
    const cookie = { cookie: `crumb=${crumb}`, origin: 'http://localhost' };
    expect(await accepted('http://localhost/ecrire', cookie)).toBe(false);
    const other = signer.sign(visitor, undefined);
    expect(await accepted(`http://localhost/ecrire?crumb=${other}`, cookie)).toBe(false);
    expect(await accepted('http://localhost/ecrire?crumb=court', cookie)).toBe(false);
  });

  it('refuses a crumb without a cookie to compare it with', async () => {
    expect(
      await accepted(`http://localhost/ecrire?crumb=${crumb}`, { origin: 'http://localhost' }),
    ).toBe(false);
  });

  it('refuses a crumb planted beside the visitor cookie: forged, of another visitor, or another session', async () => {
    const forged = `${visitor}.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    const foreign = signer.sign(newVisitorId(), undefined);
    const sessionBound = signer.sign(visitor, 'jeton-de-quelqu-un');
    const bareDoubleSubmit = 'a'.repeat(43);
    for (const planted of [forged, foreign, sessionBound, bareDoubleSubmit]) {
      expect(
        await accepted(`http://localhost/ecrire?crumb=${planted}`, {
          cookie: `crumb=${planted}; vitrine_visitor=${visitor}`,
        }),
        planted,
      ).toBe(false);
    }
    // Signed for a session, it holds only with that session's cookie.
    expect(
      await accepted(`http://localhost/ecrire?crumb=${sessionBound}`, {
        cookie: `crumb=${sessionBound}; vitrine_visitor=${visitor}; vitrine_session=jeton-de-quelqu-un`,
      }),
    ).toBe(true);
  });

  it('refuses its own crumb when a second, planted visitor cookie names another visitor', async () => {
    expect(
      await accepted(`http://localhost/ecrire?crumb=${crumb}`, {
        cookie: `vitrine_visitor=${newVisitorId()}; crumb=${crumb}; vitrine_visitor=${visitor}`,
      }),
    ).toBe(false);
  });

  it('accepts a call with neither crumb nor cookie only from this very site (the data layer retry)', async () => {
    expect(await accepted('http://localhost/ecrire', { origin: 'http://localhost' })).toBe(true);
    expect(await accepted('http://localhost/ecrire', { 'sec-fetch-site': 'same-origin' })).toBe(
      true,
    );
    expect(await accepted('http://localhost/ecrire')).toBe(false);
    expect(await accepted('http://localhost/ecrire', { origin: 'https://pirate.example' })).toBe(
      false,
    );
    expect(await accepted('http://localhost/ecrire', { origin: 'null' })).toBe(false);
    expect(
      await accepted('http://localhost/ecrire', {
        origin: 'http://localhost',
        'sec-fetch-site': 'cross-site',
      }),
    ).toBe(false);
  });

  it('refuses every call when no crumb middleware ran', async () => {
    const bare = new Hono();
    bare.post('/ecrire', (c) => c.text(crumbAccepted(c) ? 'oui' : 'non'));
    const response = await bare.request(`http://localhost/ecrire?crumb=${crumb}`, {
      method: 'POST',
      headers: { cookie: `crumb=${crumb}` },
    });
    expect(await response.text()).toBe('non');
  });
});
