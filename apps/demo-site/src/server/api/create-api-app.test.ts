import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_ACCOUNTS } from '../db';
import { apiPath, createApiApp } from './create-api-app';
import { API_MESSAGES } from './http/messages';
import { browserLikeClient, temporaryDatabase } from './testing/browser-like-client';

let database: ReturnType<typeof temporaryDatabase>;
const [, owner] = SEED_ACCOUNTS;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

describe('crumb check of state-changing calls (spec 000 §7 "Generic data layer")', () => {
  it('answers crumbFail with a fresh crumb cookie; the retry with that crumb succeeds', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }), { sameOrigin: false });
    const refused = await client.request('/api/form/FormSubmissionKey', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ crumbFail: true, error: API_MESSAGES.crumb });
    const crumb = client.crumb();
    expect(crumb).toMatch(/^[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    const retried = await client.request(`/api/form/FormSubmissionKey?crumb=${crumb}`, {
      method: 'POST',
    });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ key: expect.any(String) });
  });

  it('refuses a stale crumb and renews the cookie', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    await client.request('/api/multilingual/status');
    const first = client.crumb();
    const stale = await client.request(`/api/auth/Logout?crumb=${'x'.repeat(43)}`, {
      method: 'POST',
    });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ crumbFail: true });
    expect(client.crumb()).not.toBe(first);
  });

  it('does not check GET calls', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }), { sameOrigin: false });
    expect((await client.request('/api/multilingual/settings')).status).toBe(200);
  });

  it('takes the crumb from a form field (RecordEvent) or the X-CSRF-Token header (RecordJavascriptErrors)', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }), { sameOrigin: false });
    await client.request('/api/multilingual/status');
    const crumb = client.crumb() ?? '';
    const event = await client.request('/api/events/RecordEvent', {
      method: 'POST',
      body: new URLSearchParams({
        crumb,
        event: 'clic',
        data: JSON.stringify({ eventName: 'clic', payload: {} }),
      }),
    });
    expect(event.status).toBe(204);
    const errors = await client.request('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
      body: JSON.stringify([
        { event: 'javascript-error', data: { message: 'x', count: 1 }, timestamp: 1 },
      ]),
    });
    expect(errors.status).toBe(204);
  });
});

describe('XSRF token of a signed-in session (spec 000 §7: sent as a header after login)', () => {
  async function signedIn() {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    await client.request('/api/multilingual/status');
    const login = await client.request(`/api/site-users/account/session?crumb=${client.crumb()}`, {
      method: 'POST',
      body: new URLSearchParams({ email: owner.email, password: owner.password }),
    });
    const { xsrfToken } = (await login.json()) as { xsrfToken: string };
    return { client, xsrfToken };
  }

  it('accepts the session’s own token and refuses another with authorizationFail', async () => {
    const { client, xsrfToken } = await signedIn();
    const put = (token: string) =>
      client.request(`/api/multilingual/languages?crumb=${client.crumb()}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'X-XSRF-Token': token },
        body: JSON.stringify({ languages: ['fr-FR'] }),
      });
    expect((await put(xsrfToken)).status).toBe(200);
    const refused = await put('un-autre-jeton');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ authorizationFail: true, error: API_MESSAGES.xsrf });
  });

  it('still lets a stale tab log out', async () => {
    const { client } = await signedIn();
    const response = await client.request(`/api/auth/Logout?crumb=${client.crumb()}`, {
      method: 'POST',
      headers: { 'X-XSRF-Token': 'perime' },
    });
    expect(response.status).toBe(200);
  });
});

describe('beacon calls (census, Trace, events, page speed): checked by origin', () => {
  const hit = () =>
    new URLSearchParams({ event: 'view', data: JSON.stringify({ url: 'http://localhost/' }) });

  it('accepts them from this site or from a client that names no origin', async () => {
    const app = createApiApp({ db: database.db });
    const same = browserLikeClient(app);
    expect(
      (await same.request('/api/census/RecordHit', { method: 'POST', body: hit() })).status,
    ).toBe(204);
    const server = browserLikeClient(app, { sameOrigin: false });
    expect(
      (await server.request('/api/census/RecordHit', { method: 'POST', body: hit() })).status,
    ).toBe(204);
  });

  it('refuses them from another site', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    const response = await client.request('/api/census/RecordHit', {
      method: 'POST',
      headers: { origin: 'https://pirate.example' },
      body: hit(),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: API_MESSAGES.crossSite });
  });
});

describe('the API as a whole', () => {
  it('answers the same routes under /api/rest/ (spec 000 §7: the API roots)', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    await client.request('/api/rest/multilingual/status');
    const response = await client.request(
      `/api/rest/form/FormSubmissionKey?crumb=${client.crumb()}`,
      {
        method: 'POST',
      },
    );
    expect(response.status).toBe(200);
    expect(apiPath('/api/rest/form/X')).toBe('/form/X');
    expect(apiPath('/api/form/X')).toBe('/form/X');
  });

  it('answers 404 JSON carrying the path for an unknown API route', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    for (const path of ['/api/inconnue', '/api/rest/inconnue', '/api/form/SaveFormSubmission']) {
      const response = await client.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: API_MESSAGES.notFound('GET', path) });
    }
  });

  it('answers 413 for a body over 64 kB, declared or not', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    const body = new URLSearchParams({
      event: 'view',
      data: JSON.stringify({ texte: 'x'.repeat(70_000) }),
    });
    const response = await client.request('/api/census/RecordHit', { method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: API_MESSAGES.tooLarge });
    const streamed = await client.request('/api/v1/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new ReadableStream({
        start(controller) {
          for (let chunk = 0; chunk < 20; chunk++)
            controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('turns an exception into a French 500 JSON answer, also when mounted in the page server', async () => {
    const logError = vi.fn();
    const parent = new Hono();
    parent.route('/', createApiApp({ db: database.db, logError }));
    parent.get('/', (c) => c.text('accueil'));
    database.db.close();
    const response = await parent.request('http://localhost/api/site-header-footer');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: API_MESSAGES.internal });
    expect(logError).toHaveBeenCalledWith(
      'API: GET /api/site-header-footer',
      expect.any(TypeError),
    );
    const unknown = await parent.request('http://localhost/api/rien');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: API_MESSAGES.notFound('GET', '/api/rien') });
    expect(await (await parent.request('http://localhost/')).text()).toBe('accueil');
  });

  it('marks answers as not cacheable', async () => {
    const client = browserLikeClient(createApiApp({ db: database.db }));
    const response = await client.request('/api/multilingual/status');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
