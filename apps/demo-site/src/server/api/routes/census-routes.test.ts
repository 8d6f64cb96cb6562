import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverText } from '../../catalogue/server-text';
import { countRows } from '../../db';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';

let database: ReturnType<typeof temporaryDatabase>;
const VISITOR = '2f1c9a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const SS_CVR = `${VISITOR}|1767000000000|1767000000000|1|1`;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

function setup() {
  return browserLikeClient(createApiApp({ db: database.db, now: () => 1_767_000_000_000 }));
}

function rows(kind: string) {
  return database.db
    .prepare('SELECT visitor, target, payload FROM census_hits WHERE kind = ?')
    .all(kind)
    .map((row) => {
      const { visitor, target, payload } = row as {
        visitor: string;
        target: string;
        payload: string;
      };
      return { visitor, target, payload: JSON.parse(payload) as unknown };
    });
}

describe('census calls (spec 000 §7)', () => {
  it('RecordHit stores event and data with the visitor of the ss_cvr field', async () => {
    const client = setup();
    const data = {
      websiteId: 'w',
      url: 'http://localhost/galerie',
      title: 'Galerie',
      viewportWidth: 1280,
    };
    const response = await client.request('/api/census/RecordHit', {
      method: 'POST',
      body: new URLSearchParams({ event: 'view', data: JSON.stringify(data), ss_cvr: SS_CVR }),
    });
    expect(response.status).toBe(204);
    expect(rows('RecordHit')).toEqual([
      {
        visitor: VISITOR,
        target: 'http://localhost/galerie',
        payload: { event: 'view', data, view: true },
      },
    ]);
  });

  it('RecordHit without event or with data that is not a JSON object is a 400', async () => {
    const client = setup();
    const cases: Record<string, string>[] = [
      { data: '{}' },
      { event: 'view', data: '[1]' },
      { event: 'view', data: '{' },
    ];
    for (const fields of cases) {
      const response = await client.request('/api/census/RecordHit', {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: serverText('server.census.badHit') });
    }
    expect(countRows(database.db, 'census_hits', 'RecordHit')).toBe(0);
  });

  it('button-click, button-render, form-render and overlay keep their fields; the visitor from the cookie', async () => {
    const client = setup();
    client.jar.set('ss_cvr', encodeURIComponent(SS_CVR));
    for (const kind of ['button-click', 'button-render', 'form-render', 'overlay']) {
      const response = await client.request(`/api/census/${kind}`, {
        method: 'POST',
        body: new URLSearchParams({ websiteId: 'w', url: 'http://localhost/', formId: 'f' }),
      });
      expect(response.status).toBe(204);
      expect(rows(kind)).toEqual([
        {
          visitor: VISITOR,
          target: 'http://localhost/',
          payload: { websiteId: 'w', url: 'http://localhost/', formId: 'f' },
        },
      ]);
    }
  });

  it('refuses fields that are too long', async () => {
    const client = setup();
    const response = await client.request('/api/census/button-click', {
      method: 'POST',
      body: new URLSearchParams({ buttonId: 'x'.repeat(2001) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: serverText('server.census.badFields') });
  });

  it('RecordQuickView/{id} stores the item id, decoded', async () => {
    const client = setup();
    const response = await client.request('/api/census/RecordQuickView/tirage%2F12', {
      method: 'POST',
    });
    expect(response.status).toBe(204);
    expect(rows('RecordQuickView')).toEqual([
      { visitor: null, target: 'tirage/12', payload: { id: 'tirage/12' } },
    ]);
    const tooLong = await client.request(`/api/census/RecordQuickView/${'x'.repeat(201)}`, {
      method: 'POST',
    });
    expect(tooLong.status).toBe(400);
  });

  it('the tracking beacon (GET) keeps the landing page and the marketing parameters only', async () => {
    const client = setup();
    const query = new URLSearchParams({
      landing: 'http://localhost/?source=lettre',
      refer: 'https://moteur.example/',
      key: 'k1',
      language: 'fr-FR',
      screen: '1280x800',
      source: 'lettre',
      campaign: 'printemps',
      inconnu: 'ignoré',
    });
    // What the page's fetch sends: a same-origin GET says so in Sec-Fetch-Site.
    const response = await client.request(`/api/census/tracking?${query}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(204);
    expect(rows('tracking')).toEqual([
      {
        visitor: null,
        target: 'http://localhost/?source=lettre',
        payload: {
          landing: 'http://localhost/?source=lettre',
          refer: 'https://moteur.example/',
          key: 'k1',
          language: 'fr-FR',
          screen: '1280x800',
          source: 'lettre',
          campaign: 'printemps',
        },
      },
    ]);
  });

  it('the tracking beacon stores only hits a page of this origin sent (issue 17)', async () => {
    const client = setup();
    const sent = {
      'same origin, by Sec-Fetch-Site': { 'sec-fetch-site': 'same-origin' },
      'same origin, by Referer (no Sec-Fetch-Site)': { referer: 'http://localhost/boutique' },
      'another site’s image': { 'sec-fetch-site': 'cross-site' },
      'a sibling origin': { 'sec-fetch-site': 'same-site', referer: 'http://localhost/' },
      'another site by Referer': { referer: 'https://pirate.example/' },
      'a client saying nothing': {},
    };
    for (const [name, headers] of Object.entries(sent)) {
      const response = await client.request(
        `/api/census/tracking?landing=${encodeURIComponent(name)}`,
        {
          headers,
        },
      );
      expect(response.status, name).toBe(204);
    }
    expect(rows('tracking').map((row) => row.target)).toEqual([
      'same origin, by Sec-Fetch-Site',
      'same origin, by Referer (no Sec-Fetch-Site)',
    ]);
  });

  it('answers 429 with Retry-After past the census quota of a visitor, and stores no more', async () => {
    const app = createApiApp({
      db: database.db,
      now: () => 1_767_000_000_000,
      writeLimits: {
        census: {
          perVisitor: { max: 3, windowMs: 60_000 },
          perAddress: { max: 100, windowMs: 60_000 },
        },
      },
    });
    const client = browserLikeClient(app);
    await client.request('/api/multilingual/status');
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await client.request(`/api/census/RecordQuickView/article-${n}`, {
        method: 'POST',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await response.json()).toEqual({ error: expect.stringMatching(/Trop de requêtes/) });
      }
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(countRows(database.db, 'census_hits', 'RecordQuickView')).toBe(3);
  });
});
