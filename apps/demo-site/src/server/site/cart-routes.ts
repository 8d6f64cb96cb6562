import { randomBytes } from 'node:crypto';
import { variantUnitPrice } from '@vitrine/commerce/pricing';
import { maxOrderQuantity } from '@vitrine/commerce/product';
import { formatMoney } from '@vitrine/core-data/format';
import { parseProduct } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import type { Database } from 'better-sqlite3';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { PRODUCTS, SHOP_BLOCKS } from '../../content/shop';
import { SITE } from '../../content/site';
import { isRecord, readJsonBody } from '../api/http/read-body';
import { writeBusyAnswer } from '../api/http/write-busy';
import {
  createWriteQuota,
  quotaRefusal,
  type WriteQuotaLimits,
  writerOf,
} from '../api/http/write-quota';
import { WRITE_LIMITS } from '../api/write-limits';
import { serverText } from '../catalogue/server-text';
import { writesOf } from '../db';
import { CART_BODY_BYTES, REVIEW_BODY_BYTES } from '../http-policy/route-classes';
import { crumbAccepted, isSecureRequest, renewCrumb } from '../session';

/** The cart cookie of the commerce package (spec 000 §2 "With no cart cookie … an alert"). */
export const CART_COOKIE = 'CART';
const MAX_QUANTITY = 100;

interface StoredEntry {
  id: string;
  itemId: string;
  variantId: string | null;
  sku: string | null;
  quantity: number;
  title: string;
  priceCents: number;
}

interface CatalogueVariant {
  readonly id: string | null;
  readonly sku: string | null;
  /** What the shopper pays: the price the product block shows (`variantUnitPrice`). */
  readonly price: number;
  /** The most one line may hold: the stock, at most the cart's 100 (`maxOrderQuantity`). */
  readonly maxQuantity: number;
  /** The option values that tell this variant apart (« 50 × 70 cm »). */
  readonly label: string;
}

/** The variants of one of the shop's products, read as the product blocks read them. */
function catalogueVariants(product: unknown): CatalogueVariant[] {
  const parsed = parseProduct(product);
  if (!parsed.ok) throw new Error(`The shop's product data is broken: ${parsed.error.message}`);
  return (parsed.value.variants ?? []).map(catalogueVariant);
}

function catalogueVariant(variant: Variant): CatalogueVariant {
  return {
    id: variant.id ?? null,
    sku: variant.sku ?? null,
    price: variantUnitPrice(variant)?.effectiveCents ?? variant.price ?? 0,
    maxQuantity: maxOrderQuantity(variant),
    label: (variant.optionValues ?? []).map((option) => option.value).join(', '),
  };
}

/** The title the shop's product block gives a product: what the cart and checkout call it. */
function productTitle(productId: string): string {
  for (const block of SHOP_BLOCKS) {
    if (!isRecord(block.data) || !isRecord(block.data.product)) continue;
    if (block.data.product.id === productId && typeof block.data.title === 'string')
      return block.data.title;
  }
  throw new Error(`The shop has no product block for ${productId}.`);
}

/** A product the shop sells, as its block shows it: title, price paid and stock per variant. */
function catalogueEntry(product: { readonly id: string }) {
  return { title: productTitle(product.id), variants: catalogueVariants(product) };
}

/** What the shop sells, from the products its blocks show: price paid and stock per variant. */
const CATALOGUE: Record<string, { title: string; variants: CatalogueVariant[] }> = {
  [PRODUCTS.print.id]: catalogueEntry(PRODUCTS.print),
  [PRODUCTS.bowl.id]: catalogueEntry(PRODUCTS.bowl),
  // The e-book has no variants: one line at its product price, as many as the cart takes.
  [PRODUCTS.ebook.id]: {
    title: productTitle(PRODUCTS.ebook.id),
    variants: [
      {
        id: null,
        sku: null,
        price: PRODUCTS.ebook.priceCents,
        maxQuantity: MAX_QUANTITY,
        label: '',
      },
    ],
  },
  [PRODUCTS.workshop.id]: catalogueEntry(PRODUCTS.workshop),
  [PRODUCTS.vase.id]: catalogueEntry(PRODUCTS.vase),
};

/** The most of one line a shopper may order: the stock, never above the cart cap. */
function maxQuantityOf(entry: Pick<StoredEntry, 'itemId' | 'variantId'>): number {
  const variant = CATALOGUE[entry.itemId]?.variants.find(
    (item) => item.id === (entry.variantId ?? null),
  );
  return variant?.maxQuantity ?? MAX_QUANTITY;
}

const t = createTranslator(commerce);

/** Why a quantity is refused, naming what is left: the catalogue's words, as the page says it. */
function overStock(max: number): string {
  return t('commerce.cart.quantityOverStock', { max });
}

export function migrateCarts(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS demo_carts (
    token TEXT PRIMARY KEY,
    entries TEXT NOT NULL DEFAULT '[]',
    updated INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS demo_reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id TEXT NOT NULL,
    rating INTEGER NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    created INTEGER NOT NULL
  );`);
}

/**
 * The cart cookie: essential (a visitor's cart), SameSite=Lax, Secure over https. It is readable
 * by the page on purpose: the checkout rule of `@vitrine/commerce` (spec 000 §7) looks for it
 * before leaving for checkout, and shows the session alert when the browser holds none (cookies
 * disabled or expired). It holds only the cart's random token: it opens this cart and nothing
 * else (no account, no payment). See the commerce README, "Checkout and the cart cookie".
 */
export function setCartCookie(c: Context, value: string): void {
  setCookie(c, CART_COOKIE, value, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
    secure: isSecureRequest(c.req.raw),
    maxAge: 60 * 60 * 24 * 30,
  });
}

/** The visitor's cart token, issued (essential cookie, like a session) when missing. */
/** What a cart token this server issued looks like (random base64url). */
const CART_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export function ensureCartToken(read: string | undefined, write: (token: string) => void): string {
  if (read && CART_TOKEN.test(read)) return read;
  const token = randomBytes(18).toString('base64url');
  write(token);
  return token;
}

function loadEntries(db: Database, token: string): StoredEntry[] {
  const row = db.prepare('SELECT entries FROM demo_carts WHERE token = ?').get(token) as
    | { entries: string }
    | undefined;
  if (!row) return [];
  try {
    const parsed = JSON.parse(row.entries) as unknown;
    return Array.isArray(parsed) ? (parsed as StoredEntry[]) : [];
  } catch {
    return [];
  }
}

function saveEntries(db: Database, token: string, entries: StoredEntry[]): void {
  db.prepare(
    'INSERT INTO demo_carts (token, entries, updated) VALUES (?, ?, ?) ON CONFLICT(token) DO UPDATE SET entries = excluded.entries, updated = excluded.updated',
  ).run(token, JSON.stringify(entries), Date.now());
}

/** The cart as core-data's ShoppingCart schema reads it (entries keep their title and price). */
export function cartAnswer(token: string, stored: StoredEntry[]) {
  const entries = stored.map((entry) => ({ ...entry, maxQuantity: maxQuantityOf(entry) }));
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.priceCents * entry.quantity, 0);
  return {
    id: token,
    websiteId: SITE.websiteId,
    entries,
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
  };
}

/** The cart of a token as the checkout page lists it: lines and total, in euros. */
export function checkoutCart(db: Database, token: string) {
  const entries = CART_TOKEN.test(token) ? loadEntries(db, token) : [];
  const euros = (cents: number) => formatMoney({ amount: cents / 100, currencyCode: 'EUR' });
  const cart = cartAnswer(token, entries);
  return {
    lines: cart.entries.map((entry) => ({
      title: entry.title,
      quantity: entry.quantity,
      price: euros(entry.priceCents * entry.quantity),
    })),
    total: euros(cart.grandTotalCents),
  };
}

export function cartCounts(db: Database, token: string | undefined) {
  const entries = token ? loadEntries(db, token) : [];
  const cart = cartAnswer(token ?? '', entries);
  return { items: cart.totalQuantity, subtotalCents: cart.subtotalCents };
}

export interface CartRoutesOptions {
  readonly db: Database;
  /** Cart and review quotas per visitor and address; `WRITE_LIMITS` by default. */
  readonly writeLimits?: {
    readonly cart?: WriteQuotaLimits;
    readonly reviews?: WriteQuotaLimits;
  };
  /** The clock of the quotas; `Date.now` by default. */
  readonly now?: () => number;
  /** Read the client address from `X-Forwarded-For` (only behind a proxy you control). */
  readonly trustProxy?: boolean;
}

/**
 * The cart API the commerce package calls (its README: GET /api/commerce/shopping-cart, PUT and
 * DELETE …/entries/{id}), plus POST …/entries to add a product, and POST /api/commerce/reviews.
 * Mounted after the page server's crumb middleware and same-origin check (site-app.tsx).
 */
export function createCartRoutes({
  db,
  writeLimits,
  now = Date.now,
  trustProxy = false,
}: CartRoutesOptions): Hono {
  migrateCarts(db);
  const app = new Hono();
  const quotas = {
    cart: createWriteQuota(writeLimits?.cart ?? WRITE_LIMITS.cart, now),
    reviews: createWriteQuota(writeLimits?.reviews ?? WRITE_LIMITS.reviews, now),
  };
  // The API's rules for state-changing calls: the crumb must match the crumb cookie and be signed
  // for this visitor and session (a crumbFail renews it, as the API does); then the quota of
  // cart changes or reviews, per visitor and address (429 with Retry-After, issue 17).
  app.use('/api/commerce/*', async (c, next) => {
    if (!['POST', 'PUT', 'DELETE', 'PATCH'].includes(c.req.method)) return next();
    if (!crumbAccepted(c)) {
      renewCrumb(c);
      return c.json({ crumbFail: true, error: serverText('server.cart.crumb') }, 403);
    }
    const quota = c.req.path === '/api/commerce/reviews' ? quotas.reviews : quotas.cart;
    const refused = quotaRefusal(c, quota.take(writerOf(c, { trustProxy })));
    return refused ?? next();
  });
  const token = (c: Context) =>
    ensureCartToken(getCookie(c, CART_COOKIE), (value) => setCartCookie(c, value));

  app.get('/api/commerce/shopping-cart', (c) => {
    const id = token(c);
    return c.json(cartAnswer(id, loadEntries(db, id)));
  });

  app.post('/api/commerce/shopping-cart/entries', async (c) => {
    // Read within the cart's cap (413), as JSON only (415), like every body (http-policy/).
    const read = await readJsonBody(c, CART_BODY_BYTES);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const body = isRecord(read.value) ? read.value : null;
    const product = body && typeof body.itemId === 'string' ? CATALOGUE[body.itemId] : undefined;
    if (!body || !product) return c.json({ error: serverText('server.cart.unknownProduct') }, 400);
    const variant =
      product.variants.find((v) => v.id === (body.variantId ?? null)) ?? product.variants[0];
    const quantity =
      typeof body.quantity === 'number' && Number.isInteger(body.quantity) ? body.quantity : 1;
    if (!variant || quantity < 1 || quantity > MAX_QUANTITY)
      return c.json({ error: serverText('server.cart.badQuantity') }, 400);
    const id = token(c);
    // Read, change and save in one queued write, so that two changes of one cart never interleave.
    const written = await writesOf(db).run(() => {
      const entries = loadEntries(db, id);
      const entryId = `${body.itemId}:${variant.id ?? 'unique'}`;
      const existing = entries.find((entry) => entry.id === entryId);
      const max = maxQuantityOf({ itemId: body.itemId as string, variantId: variant.id });
      const wanted = (existing?.quantity ?? 0) + quantity;
      if (wanted > max) return c.json({ error: overStock(max), maxQuantity: max }, 409);
      if (existing) existing.quantity = wanted;
      else
        entries.push({
          id: entryId,
          itemId: body.itemId as string,
          variantId: variant.id,
          sku: variant.sku,
          quantity,
          title: variant.label ? `${product.title} (${variant.label})` : product.title,
          priceCents: variant.price,
        });
      saveEntries(db, id, entries);
      return c.json(cartAnswer(id, entries));
    });
    return written.ok ? written.value : writeBusyAnswer(c, written);
  });

  const change = async (c: Context, quantity: number) => {
    const id = token(c);
    const entryId = c.req.param('id') ?? '';
    const written = await writesOf(db).run(() => {
      const entries = loadEntries(db, id);
      const entry = entries.find((item) => item.id === entryId);
      if (!entry) return c.json({ error: serverText('server.cart.unknownEntry') }, 404);
      const max = maxQuantityOf(entry);
      if (quantity > max) return c.json({ error: overStock(max), maxQuantity: max }, 409);
      const next = quantity <= 0 ? entries.filter((item) => item !== entry) : entries;
      if (quantity > 0) entry.quantity = quantity;
      saveEntries(db, id, next);
      return c.json(cartAnswer(id, next));
    });
    return written.ok ? written.value : writeBusyAnswer(c, written);
  };
  app.put('/api/commerce/shopping-cart/entries/:id', async (c) => {
    const read = await readJsonBody(c, CART_BODY_BYTES);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const body = isRecord(read.value) ? read.value : null;
    const quantity = body?.quantity;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 0 ||
      quantity > MAX_QUANTITY
    )
      return c.json({ error: serverText('server.cart.badQuantity') }, 400);
    return change(c, quantity);
  });
  app.delete('/api/commerce/shopping-cart/entries/:id', (c) => change(c, 0));

  app.post('/api/commerce/reviews', async (c) => {
    const read = await readJsonBody(c, REVIEW_BODY_BYTES);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const body = isRecord(read.value) ? read.value : null;
    const rating = body?.rating;
    if (
      !body ||
      typeof body.productId !== 'string' ||
      typeof rating !== 'number' ||
      !Number.isInteger(rating) ||
      rating < 1 ||
      rating > 5
    )
      return c.json({ error: serverText('server.reviews.ratingRequired') }, 400);
    const text = (value: unknown, max: number) =>
      typeof value === 'string' ? value.trim().slice(0, max) : '';
    const insert = db.prepare(
      'INSERT INTO demo_reviews (product_id, rating, title, body, created) VALUES (?, ?, ?, ?, ?)',
    );
    const review = [
      body.productId.slice(0, 64),
      rating,
      text(body.title, 200),
      text(body.body, 5000),
    ];
    const stored = await writesOf(db).run(() => insert.run(...review, Date.now()));
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.json({ ok: true });
  });
  return app;
}
