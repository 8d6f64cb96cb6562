import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../db';
import { readSession } from '../../session';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';
import { SESSION_MESSAGES } from './session-routes';

let database: ReturnType<typeof temporaryDatabase>;
let time: number;
const [member, owner] = SEED_ACCOUNTS;

beforeEach(() => {
  database = temporaryDatabase();
  // The real time (sessions are read against the clock), moved forward by the lockout tests.
  time = Date.now();
});
afterEach(() => database.dispose());

function setup(origin?: string, options: { trustProxy?: boolean } = {}) {
  const app = createApiApp({ db: database.db, now: () => time, ...options });
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

const MINUTE = 60_000;

describe('login lockout: failed logins only, per account and address', () => {
  it('lets 11 correct logins in a row through', async () => {
    const client = setup();
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await login(client, { email: member.email, password: member.password });
      expect(response.status, `login ${attempt + 1}`).toBe(200);
    }
  });

  it('after 10 wrong passwords refuses the 11th attempt, even correct, saying how long to wait', async () => {
    const client = setup();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(client, { email: member.email, password: 'faux' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: SESSION_MESSAGES.wrongCredentials });
    }
    const limited = await login(client, { email: member.email, password: member.password });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await limited.json()).toEqual({
      error: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
    expect(sessionCookieOf(limited)).toBeUndefined();

    const waits: [number, string][] = [
      [3 * MINUTE, 'dans 12 minutes'],
      [14 * MINUTE - 1, 'dans 2 minutes'], // rounded up
      [14 * MINUTE, 'dans 1 minute'],
      [14 * MINUTE + 1, 'dans moins d’une minute'],
    ];
    const start = time;
    for (const [elapsed, wait] of waits) {
      time = start + elapsed;
      const response = await login(client, { email: member.email, password: member.password });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(
        String(Math.ceil((15 * MINUTE - elapsed) / 1000)),
      );
      expect(await response.json()).toEqual({
        error: `Trop de tentatives de connexion. Réessayez ${wait}.`,
      });
    }
    time = start + 15 * MINUTE;
    expect((await login(client, { email: member.email, password: member.password })).status).toBe(
      200,
    );
  });

  it('counts one account whatever the case and spaces of its e-mail', async () => {
    const client = setup();
    for (let attempt = 0; attempt < 10; attempt++) {
      const email = attempt % 2 === 0 ? ` ${member.email.toUpperCase()} ` : member.email;
      expect((await login(client, { email, password: 'faux' })).status).toBe(401);
    }
    expect((await login(client, { email: member.email, password: member.password })).status).toBe(
      429,
    );
  });

  it('does not lock another account out from the same address', async () => {
    const client = setup();
    for (let attempt = 0; attempt < 10; attempt++) {
      await login(client, { email: member.email, password: 'faux' });
    }
    expect((await login(client, { email: member.email, password: member.password })).status).toBe(
      429,
    );
    // The other account's own wrong password is still a 401, then its right one signs in.
    const wrong = await login(client, { email: owner.email, password: 'faux' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: SESSION_MESSAGES.wrongCredentials });
    expect((await login(client, { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
  });

  it('clears the account’s failures on a successful login', async () => {
    const client = setup();
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await login(client, { email: member.email, password: 'faux' })).status).toBe(401);
    }
    expect((await login(client, { email: member.email, password: member.password })).status).toBe(
      200,
    );
    // Ten new failures are allowed again, and only then the lockout.
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(client, { email: member.email, password: 'faux' });
      expect(response.status, `failure ${attempt + 1} after the success`).toBe(401);
    }
    expect((await login(client, { email: member.email, password: member.password })).status).toBe(
      429,
    );
  });

  it('counts attempts sent all at once before their passwords are checked', async () => {
    const client = setup();
    await client.request('/api/multilingual/status');
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login(client, { email: member.email, password: 'faux' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('caps failures per address across accounts at 50 in 15 minutes (a password spray)', async () => {
    const client = setup(undefined, { trustProxy: true });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await login(
        client,
        { email: `personne.${attempt}@exemple.fr`, password: 'faux' },
        from('203.0.113.7'),
      );
      expect(response.status, `failure ${attempt + 1}`).toBe(401);
    }
    const sprayed = await login(
      client,
      { email: member.email, password: member.password },
      from('203.0.113.7'),
    );
    expect(sprayed.status).toBe(429);
    expect(await sprayed.json()).toEqual({
      error: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
    // Successful logins do not count towards it, and another address is not held back.
    expect(
      (await login(client, { email: member.email, password: member.password }, from('203.0.113.8')))
        .status,
    ).toBe(200);
  });
});

describe('sessions started: a write with its quota (issue 17)', () => {
  it('past the quota a correct login is a 429 with Retry-After, and starts no session', async () => {
    const app = createApiApp({
      db: database.db,
      now: () => time,
      writeLimits: {
        sessions: {
          perVisitor: { max: 3, windowMs: 60_000 },
          perAddress: { max: 10, windowMs: 60_000 },
        },
      },
    });
    const client = browserLikeClient(app);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await login(client, { email: member.email, password: member.password });
      expect(response.status, `login ${attempt + 1}`).toBe(200);
    }
    const sessions = () =>
      (database.db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n;
    const before = sessions();
    const refused = await login(client, { email: member.email, password: member.password });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: 'Trop de tentatives de connexion. Réessayez dans 1 minute.',
    });
    expect(sessions()).toBe(before);
    // A minute later the visitor signs in again.
    time += 60_000;
    expect((await login(client, { email: member.email, password: member.password })).status).toBe(
      200,
    );
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
