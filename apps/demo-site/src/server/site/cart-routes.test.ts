import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserLikeClient } from '../api/testing/browser-like-client';
import { openDatabase } from '../db';
import { createSiteApp } from '../site-app';

// The shop's cart, as a browser uses it: the page issues the cart cookie and the crumb, then the
// cart API adds, changes and removes lines. Values from apps/demo-site/src/content/shop.ts.

let dir: string;
let db: Database;
let browser: ReturnType<typeof browserLikeClient>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-cart-'));
  db = openDatabase(dir);
  browser = browserLikeClient(
    createSiteApp({
      db,
      imageCacheDir: join(dir, 'images'),
      assets: { scripts: [], styles: [], preloads: [] },
    }),
  );
  await browser.request('/boutique');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(method: string, path: string, body?: unknown) {
  return browser.request(`/api/commerce/shopping-cart${path}?crumb=${browser.crumb()}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

const add = (itemId: string, variantId: string | null, quantity = 1) =>
  call('POST', '/entries', { itemId, variantId, quantity });

describe('the demo cart API (commerce README "Cart API")', () => {
  it('adds the chosen variant at its sale price, named with its option', async () => {
    const response = await add('prod-tirage-aube', 'var-tirage-50x70');
    expect(response.status).toBe(200);
    const cart = await response.json();
    expect(cart.entries).toEqual([
      expect.objectContaining({
        id: 'prod-tirage-aube:var-tirage-50x70',
        sku: 'SQ-TIR-5070',
        title: 'Tirage « Aube sur la Saône » (50 × 70 cm)',
        priceCents: 12800,
        quantity: 1,
        maxQuantity: 4,
      }),
    ]);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.subtotalCents).toBe(12800);
  });

  it('refuses more than the stock with a French reason, adding or changing', async () => {
    expect((await add('prod-tirage-aube', 'var-tirage-50x70', 4)).status).toBe(200);
    const over = await add('prod-tirage-aube', 'var-tirage-50x70', 1);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      error: 'Il ne reste que 4 exemplaires de cet article.',
      maxQuantity: 4,
    });
    await add('prod-bol-gres', 'var-bol');
    const change = await call('PUT', `/entries/${encodeURIComponent('prod-bol-gres:var-bol')}`, {
      quantity: 21,
    });
    expect(change.status).toBe(409);
    expect((await change.json()).error).toBe('Il ne reste que 20 exemplaires de cet article.');
    const cart = await (await call('GET', '')).json();
    expect(cart.totalQuantity).toBe(5);
  });

  it('refuses a sold-out product', async () => {
    const response = await add('prod-vases-porcelaine', 'var-vase');
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe('Cet article n’est plus en stock.');
  });

  it('lets an unlimited service go up to the cart cap of 100 (spec 000 §9)', async () => {
    await add('prod-cours-tour', 'var-cours');
    const id = encodeURIComponent('prod-cours-tour:var-cours');
    expect((await call('PUT', `/entries/${id}`, { quantity: 100 })).status).toBe(200);
    expect((await call('PUT', `/entries/${id}`, { quantity: 101 })).status).toBe(400);
  });

  it('the checkout page lists the cart being bought, with its total and a way back', async () => {
    await add('prod-tirage-aube', 'var-tirage-30x40');
    await add('prod-bol-gres', 'var-bol', 2);
    const page = await browser.request('/commerce/goto-checkout');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<caption>Votre commande</caption>');
    expect(html).toContain(
      '<tr><th scope="row">Tirage « Aube sur la Saône » (30 × 40 cm)</th><td>1</td><td>72,00\u00a0€</td></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row">Bol en grès émaillé</th><td>2</td><td>76,00\u00a0€</td></tr>',
    );
    expect(html).toContain('<th scope="row" colspan="2">Total</th><td>148,00\u00a0€</td>');
    expect(html).toContain('<a href="/panier">Modifier mon panier</a>');
  });

  it('an empty cart has nothing to pay: the checkout page says so', async () => {
    const page = await browser.request('/commerce/goto-checkout');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Votre panier est vide\u00a0: il n’y a rien à payer.');
  });
});

describe('site search finds products (accents and case ignored)', () => {
  const search = async (q: string) =>
    (await (await browser.request(`/search?q=${encodeURIComponent(q)}&format=json`)).json())
      .results as { title: string; href: string }[];

  it('the search page counts its results in words: « 1 résultat », « N résultats »', async () => {
    const page = async (q: string) =>
      (await (await browser.request(`/search?q=${encodeURIComponent(q)}`)).text()).match(
        /<p role="status">([^<]*)<\/p>/,
      )?.[1];
    const many = (await search('CERAMIQUE')).length;
    expect(many).toBeGreaterThan(1);
    expect(await page('CERAMIQUE')).toBe(`${many} résultats pour « CERAMIQUE ».`);
    expect(await search('porcelaine')).toHaveLength(1);
    expect(await page('porcelaine')).toBe('1 résultat pour « porcelaine ».');
  });

  it('« bol » finds the bowl, linked to it on the shop page', async () => {
    expect(await search('bol')).toContainEqual(
      expect.objectContaining({ title: 'Bol en grès émaillé', href: '/boutique#prod-bol-gres' }),
    );
  });

  it('matches tags and titles without accents or case: « CERAMIQUE », « gres », « Tirage »', async () => {
    const ceramics = (await search('CERAMIQUE')).map((result) => result.title);
    expect(ceramics).toEqual(
      expect.arrayContaining(['Bol en grès émaillé', 'Trio de vases en porcelaine']),
    );
    expect((await search('gres')).map((result) => result.title)).toContain('Bol en grès émaillé');
    expect((await search('Tirage')).map((result) => result.title)).toContain(
      'Tirage « Aube sur la Saône »',
    );
    expect(await search('porcelaine bol')).toEqual([]);
  });
});
