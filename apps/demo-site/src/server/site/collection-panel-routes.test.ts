import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserLikeClient, temporaryDatabase } from '../api/testing/browser-like-client';
import { createSiteApp } from '../site-app';
import { isCollectionId } from './collection-panel-routes';

// Spec 000 §2 `/pages/{24-character id}` (the collection panel) and §8 "A not-found error
// carries the requested path", through the whole site app.

let database: ReturnType<typeof temporaryDatabase>;
let browser: ReturnType<typeof browserLikeClient>;

beforeEach(() => {
  database = temporaryDatabase();
  browser = browserLikeClient(
    createSiteApp({
      db: database.db,
      imageCacheDir: join(database.dir, 'images'),
      assets: { scripts: [], styles: [], preloads: [] },
    }),
  );
});
afterEach(() => database.dispose());

describe('isCollectionId', () => {
  it('takes 24 hexadecimal digits, in either case, and nothing else', () => {
    expect(isCollectionId('6650a1b2c3d4e5f6a7b8c004')).toBe(true);
    expect(isCollectionId('6650A1B2C3D4E5F6A7B8C004')).toBe(true);
    expect(isCollectionId('6650a1b2c3d4e5f6a7b8c00')).toBe(false);
    expect(isCollectionId('6650a1b2c3d4e5f6a7b8c0045')).toBe(false);
    expect(isCollectionId('6650a1b2c3d4e5f6a7b8c00g')).toBe(false);
  });
});

describe('GET /pages/{24-character id}', () => {
  it('renders the collection panel of the collection with that id', async () => {
    const response = await browser.request('/pages/6650a1b2c3d4e5f6a7b8c004');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Collection « Boutique »</h1>');
    expect(html).toContain('data-collection-id="6650a1b2c3d4e5f6a7b8c004"');
    expect(html).toContain('<a href="/boutique">Boutique</a>');
    expect(html).toContain('<dd>Disponible</dd>');
    expect(html).toContain('href="/config/?frameUrl=%2Fboutique"');
  });

  it.each([
    ['an id of another length', '/pages/6650a1b2c3d4e5f6a7b8c0'],
    ['an id no collection has', '/pages/6650a1b2c3d4e5f6a7b8cfff'],
    ['a segment that is no id', '/pages/boutique'],
  ])('answers the not-found page with the path for %s', async (_case, path) => {
    const response = await browser.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<h1>Page introuvable\u00a0: ${path}</h1>`);
  });
});

describe('the not-found page (spec 000 §8)', () => {
  it('carries the requested path, escaped as text', async () => {
    const response = await browser.request('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1>Page introuvable\u00a0: /&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).not.toContain('<img src=x');
  });
});

describe('licensed-assets bar and badge (spec 000 §4), rendered with the page', () => {
  it('neither on the home page: a 7.1 site with the badge type none, no licensed image', async () => {
    const html = await (await browser.request('/')).text();
    expect(html).not.toContain('vitrine-licensed-assets-bar');
    expect(html).not.toContain('vitrine-site-badge');
  });

  it('the bar on the page with preview licensed images', async () => {
    const html = await (await browser.request('/essais/images-sous-licence')).text();
    expect(html).toContain('aria-label="Images sous licence"');
    expect(html).toContain('Cette page affiche des images sous licence en aperçu.');
    expect(html).not.toContain('vitrine-site-badge');
  });

  it('the badge on the page of the site with the light badge', async () => {
    const html = await (await browser.request('/essais/badge')).text();
    expect(html).toContain('data-badge-type="light"');
    expect(html).toContain('Propulsé par Vitrine');
    expect(html).not.toContain('vitrine-licensed-assets-bar');
  });
});
