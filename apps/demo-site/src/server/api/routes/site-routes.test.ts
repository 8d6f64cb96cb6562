import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getLanguages, SEED_ACCOUNTS } from '../../db';
import { createApiApp } from '../create-api-app';
import { API_MESSAGES } from '../http/messages';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';
import { readLanguages, SITE_MESSAGES } from './site-routes';

let database: ReturnType<typeof temporaryDatabase>;
const [member, owner] = SEED_ACCOUNTS;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

async function client(account?: { email: string; password: string }) {
  const browser = browserLikeClient(createApiApp({ db: database.db }));
  await browser.request('/api/multilingual/status');
  if (account) {
    const response = await browser.request(
      `/api/site-users/account/session?crumb=${browser.crumb()}`,
      {
        method: 'POST',
        body: new URLSearchParams({ email: account.email, password: account.password }),
      },
    );
    expect(response.status).toBe(200);
  }
  return browser;
}

function put(browser: Awaited<ReturnType<typeof client>>, path: string, body: unknown) {
  return browser.request(`${path}?crumb=${browser.crumb()}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('site header and footer (spec 000 §7)', () => {
  it('GET answers the stored header and footer', async () => {
    const response = await (await client()).request('/api/site-header-footer');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      header: { siteTitle: 'Atelier Lumière' },
      footer: { text: expect.stringContaining('Lyon') },
    });
  });

  it('PUT by the owner stores them and answers the data; a restart keeps them', async () => {
    const browser = await client(owner);
    const value = { header: { siteTitle: 'Atelier Lumière & Cie' }, footer: { text: 'À bientôt' } };
    const response = await put(browser, '/api/site-header-footer', value);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(value);
    const reopened = browserLikeClient(createApiApp({ db: database.db }));
    expect(await (await reopened.request('/api/site-header-footer')).json()).toEqual(value);
  });

  it('PUT refuses a visitor (401 loginRequired), a member (403 authorizationFail) and a body without both fields', async () => {
    const value = { header: 'h', footer: 'f' };
    const visitor = await put(await client(), '/api/site-header-footer', value);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      loginRequired: true,
      error: API_MESSAGES.loginRequired,
    });
    const signedInMember = await put(await client(member), '/api/site-header-footer', value);
    expect(signedInMember.status).toBe(403);
    expect(await signedInMember.json()).toEqual({
      authorizationFail: true,
      error: API_MESSAGES.ownerOnly,
    });
    const incomplete = await put(await client(owner), '/api/site-header-footer', { header: 'h' });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toEqual({ error: SITE_MESSAGES.headerFooter });
  });
});

describe('multilingual (spec 000 §3 "a languages list", §7)', () => {
  it('GET settings and status read the stored list', async () => {
    const browser = await client();
    expect(await (await browser.request('/api/multilingual/settings')).json()).toEqual({
      languages: [{ code: 'fr-FR', name: 'Français', isDefault: true, enabled: true }],
      enabled: false,
      defaultLanguage: 'fr-FR',
      languageCount: 1,
    });
    expect(await (await browser.request('/api/multilingual/status')).json()).toEqual({
      enabled: false,
      defaultLanguage: 'fr-FR',
      languageCount: 1,
    });
  });

  it('PUT languages by the owner stores the list', async () => {
    const browser = await client(owner);
    const response = await put(browser, '/api/multilingual/languages', {
      languages: ['fr-FR', { code: 'en-GB', enabled: true }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      languages: [
        { code: 'fr-FR', name: 'Français (France)', isDefault: true, enabled: true },
        { code: 'en-GB', name: 'Anglais (Royaume-Uni)', isDefault: false, enabled: true },
      ],
      enabled: true,
      defaultLanguage: 'fr-FR',
      languageCount: 2,
    });
    expect(getLanguages(database.db).map((language) => language.code)).toEqual(['fr-FR', 'en-GB']);
  });

  it('PUT refuses a visitor and a list that does not hold', async () => {
    expect(
      (await put(await client(), '/api/multilingual/languages', { languages: ['fr-FR'] })).status,
    ).toBe(401);
    const browser = await client(owner);
    for (const languages of [[], 'fr-FR', ['français'], ['fr-FR', 'fr-fr']]) {
      const response = await put(browser, '/api/multilingual/languages', { languages });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: SITE_MESSAGES.languages });
    }
  });

  it('readLanguages keeps one default and enables it', () => {
    expect(readLanguages([{ code: 'de-DE', name: 'Deutsch', enabled: false }])).toEqual([
      { code: 'de-DE', name: 'Deutsch', isDefault: true, enabled: true },
    ]);
    expect(
      readLanguages([
        { code: 'fr', isDefault: true },
        { code: 'en', isDefault: true },
      ]),
    ).toBeUndefined();
  });
});
