import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../db';
import { readSession } from '../../session';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';
import { SESSION_MESSAGES } from './session-routes';

let database: ReturnType<typeof temporaryDatabase>;
const [member, owner] = SEED_ACCOUNTS;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

function setup(origin?: string) {
  const app = createApiApp({ db: database.db });
  return browserLikeClient(app, origin ? { origin } : {});
}

type Client = ReturnType<typeof setup>;

async function login(
  client: Client,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  if (!client.crumb()) await client.request('/api/multilingual/status', { headers });
  return client.request(`/api/site-users/account/session?crumb=${client.crumb()}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('vitrine_session='));
}

describe('POST /api/site-users/account/session (spec 000 §3 "Session login", §7)', () => {
  it('signs in with e-mail and password and answers the xsrfToken; a session cookie without rememberMe', async () => {
    const client = setup();
    const response = await login(client, {
      email: member.email,
      password: member.password,
      rememberMe: 'false',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { xsrfToken: string; account: unknown };
    expect(answer).toEqual({
      xsrfToken: expect.stringMatching(/^[\w-]{43}$/),
      account: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        email: member.email,
        displayName: member.displayName,
        role: 'member',
      },
    });
    const cookie = sessionCookieOf(response) ?? '';
    expect(cookie).toMatch(/^vitrine_session=[\w-]{43}; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(cookie).not.toMatch(/Max-Age|Expires|Secure/);
    const session = readSession(
      database.db,
      `vitrine_session=${client.jar.get('vitrine_session')}`,
    );
    expect(session).toMatchObject({
      email: member.email,
      role: 'member',
      xsrfToken: answer.xsrfToken,
    });
    // The shared identity cookie holds the site identifier (spec 000 §3 "Visit cookies").
    expect(client.jar.get('ss_lastid')).toBe('atelier-lumiere');
  });

  it('keeps the session 30 days with rememberMe, and marks the cookie Secure over https', async () => {
    const client = setup('https://atelier-lumiere.fr');
    const response = await login(client, {
      email: owner.email,
      password: owner.password,
      rememberMe: 'true',
    });
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toMatch(
      /^vitrine_session=[\w-]{43}; Max-Age=2592000; Path=\/; SameSite=Lax; Secure; HttpOnly$/,
    );
  });

  it('marks the cookie Secure behind an https proxy (X-Forwarded-Proto)', async () => {
    const client = setup();
    const response = await login(
      client,
      { email: owner.email, password: owner.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(sessionCookieOf(response)).toMatch(/; Secure; HttpOnly$/);
  });

  it('reads a JSON body too', async () => {
    const client = setup();
    await client.request('/api/multilingual/status');
    const response = await client.request(
      `/api/site-users/account/session?crumb=${client.crumb()}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner.email, password: owner.password, rememberMe: true }),
      },
    );
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toMatch(/Max-Age=2592000/);
  });

  it('refuses a wrong password or an unknown e-mail with 401 and no cookie', async () => {
    const client = setup();
    for (const fields of [
      { email: member.email, password: owner.password },
      { email: 'personne@atelier-lumiere.fr', password: member.password },
    ]) {
      const response = await login(client, fields);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: SESSION_MESSAGES.wrongCredentials });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(client.jar.has('vitrine_session')).toBe(false);
  });

  it('answers 400 without e-mail or password', async () => {
    const client = setup();
    const response = await login(client, { email: member.email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: SESSION_MESSAGES.missingCredentials });
  });

  it('limits login attempts per e-mail: 429 after 10 in 15 minutes', async () => {
    const client = setup();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(client, { email: member.email, password: 'faux' })).status).toBe(401);
    }
    const limited = await login(client, { email: member.email, password: member.password });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: SESSION_MESSAGES.tooManyAttempts });
    expect((await login(client, { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
  });

  it('gives a new session token at each login (no fixation)', async () => {
    const client = setup();
    await login(client, { email: member.email, password: member.password });
    const first = client.jar.get('vitrine_session');
    await login(client, { email: member.email, password: member.password });
    const second = client.jar.get('vitrine_session');
    expect(second).not.toBe(first);
    expect(readSession(database.db, `vitrine_session=${first}`)).toBeNull();
    expect(database.db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 1 });
  });
});

describe('logout (spec 000 §4 "Logout", §7)', () => {
  it('DELETE /api/site-users/account/session?cloneCart ends the session and clears both cookies', async () => {
    const client = setup();
    await login(client, { email: member.email, password: member.password });
    const token = client.jar.get('vitrine_session');
    const response = await client.request(
      `/api/site-users/account/session?cloneCart=true&crumb=${client.crumb()}`,
      { method: 'DELETE' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true, cloneCart: true });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain(
      'vitrine_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
    );
    expect(cookies).toContain(
      'ss_lastid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax',
    );
    expect(client.jar.has('vitrine_session')).toBe(false);
    expect(client.jar.has('ss_lastid')).toBe(false);
    expect(readSession(database.db, `vitrine_session=${token}`)).toBeNull();
  });

  it('POST /api/auth/Logout ends the session too', async () => {
    const client = setup();
    await login(client, { email: owner.email, password: owner.password });
    const token = client.jar.get('vitrine_session');
    const response = await client.request(`/api/auth/Logout?crumb=${client.crumb()}`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
    expect(readSession(database.db, `vitrine_session=${token}`)).toBeNull();
    expect(client.jar.has('vitrine_session')).toBe(false);
  });

  it('refuses a cloneCart that is not a boolean', async () => {
    const client = setup();
    await client.request('/api/multilingual/status');
    const response = await client.request(
      `/api/site-users/account/session?cloneCart=peut-etre&crumb=${client.crumb()}`,
      { method: 'DELETE' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: SESSION_MESSAGES.badCloneCart });
  });
});
