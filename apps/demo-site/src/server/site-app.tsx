import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { CONSENT_CHOICE_COOKIE } from '@vitrine/consent/store';
import { formatMoney } from '@vitrine/core-data/format';
import type { Database } from 'better-sqlite3';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import type { SitePage } from '../content/model';
import { notFoundPage } from '../content/not-found-page';
import { PAGES, pageAt } from '../content/pages';
import { SEARCHABLE_PRODUCTS } from '../content/shop';
import { pageContextFor, type Visitor } from '../content/site';
import { renderPage } from '../render/render-page';
import type { ClientAssets } from '../render/site-document';
import {
  createApiApp,
  createApiDeps,
  createCheckoutRoutes,
  createOwnerRoutes,
  crumbMiddleware,
  readSession,
} from './api';
import { serverText } from './catalogue/server-text';
import { CLIENT_ENTRY, STYLES_ENTRY } from './client-entries';
import { sameOriginWrites } from './csrf/same-origin-writes';
import { requestPolicy } from './http-policy';
import { createImageRoutes } from './images';
import { type CrumbEnv, crumbSecret } from './session';
import { chimeWav, FAVICON_SVG, faviconPng } from './site/audio';
import {
  CART_COOKIE,
  cartCounts,
  checkoutCart,
  createCartRoutes,
  ensureCartToken,
  setCartCookie,
} from './site/cart-routes';
import { createCollectionPanelRoutes } from './site/collection-panel-routes';
import { COOKIE_CHOICE_PATH, createCookieChoiceHandler } from './site/cookie-choice';
import { createFormPostHandler, type PageFormPost, sentFormOf } from './site/form-posts';
import {
  renderConfigPage,
  renderSearchPage,
  searchPages,
  searchProducts,
} from './site/plain-pages';
import { securityHeaders } from './site/security-headers';

export interface SiteAppOptions {
  readonly db: Database;
  /** Where generated images are cached (inside the data folder). */
  readonly imageCacheDir: string;
  /** The built client (`dist/client`), served under /assets; absent in development. */
  readonly clientDir?: string;
  readonly assets: ClientAssets;
  readonly dev?: boolean;
  /** API rate limit of form submissions per visitor (tests and load runs set their own). */
  readonly rateLimit?: { readonly max: number; readonly windowMs: number };
  /**
   * A proxy we run stands in front and sets `X-Forwarded-For`/`-Proto`/`-Host`. Off by default:
   * the request policy then removes those headers before anything reads them.
   */
  readonly trustProxy?: boolean;
}

/**
 * Reads Vite's manifest: the page script with its statically imported chunks, and the
 * stylesheets of both entries (the styles entry holds them all; any a script chunk brought
 * would be listed too).
 */
export async function readClientAssets(clientDir: string): Promise<ClientAssets> {
  const manifest = JSON.parse(
    await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry?.isEntry) throw new Error('The client manifest has no entry: run the build first.');
  const preloads = new Set<string>();
  const styles = new Set<string>([...(manifest[STYLES_ENTRY]?.css ?? []), ...(entry.css ?? [])]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const sheets = await Promise.all(
    [...styles].map((file) => readFile(join(clientDir, file), 'utf8')),
  );
  return {
    scripts: [`/${entry.file}`],
    styles: [...styles].map((file) => `/${file}`),
    preloads: [...preloads].map((file) => `/${file}`),
    inlineStyles: inlinableStyles(sheets),
  };
}

/**
 * The stylesheets as one inline sheet, or `undefined` (the pages then link them) when they
 * could not sit inside a `<style>` element: a `</style` in the text would close it early.
 */
export function inlinableStyles(sheets: readonly string[]): string | undefined {
  const text = sheets.join('\n');
  return /<\/style/i.test(text) ? undefined : text;
}

function visitorOf(db: Database, c: Context): Visitor | null {
  const session = readSession(db, c.req.header('cookie') ?? '');
  return session
    ? {
        accountId: String(session.accountId),
        email: session.email,
        displayName: session.displayName,
        role: session.role,
      }
    : null;
}

/** The whole demo site on one origin: API, images, checkout, owner page, assets and pages. */
export function createSiteApp(options: SiteAppOptions): Hono {
  const { db } = options;
  const app = new Hono();
  const trustProxy = options.trustProxy ?? false;
  app.use('*', securityHeaders({ dev: options.dev, trustProxy }));
  if (!options.dev) app.use('*', compress());
  // Issue 17: one request policy before every route (http-policy/): proxy headers, header, query
  // and body limits by route class (413, 414, 415, 431), bodies read once within their cap.
  app.use('*', requestPolicy({ trustProxy }));
  // Issue 17: a state-changing request a browser says comes from elsewhere (another site, a
  // sibling origin) is refused before any route reads it; then every answer carries a crumb.
  app.use('*', sameOriginWrites({ trustProxy }));
  app.use('*', crumbMiddleware({ secret: crumbSecret(db) }));

  app.route('/', createCartRoutes({ db, trustProxy }));
  const apiOptions = {
    db,
    trustProxy,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  };
  // One set of limits for the API's form calls and the pages' HTML form posts.
  const apiDeps = createApiDeps(apiOptions);
  app.route('/', createApiApp(apiOptions, apiDeps));
  app.route('/', createImageRoutes({ cacheDir: options.imageCacheDir }));
  app.route('/', createCheckoutRoutes({ readCart: (token) => checkoutCart(db, token) }));
  app.route('/', createOwnerRoutes({ db }));

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // The build writes a Zopfli `.gz` beside each script and stylesheet: sent as it is to a
        // browser that accepts gzip (the compress middleware leaves an encoded answer alone).
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
  }
  // The icon pages link to is a PNG: Chromium decodes an SVG favicon on the page's main thread
  // (an SVG document of its own, about 25 ms on this machine), which landed in the middle of
  // hydration. Rendered once from the SVG, which stays available.
  app.get('/favicon.png', async (c) =>
    c.body(new Uint8Array(await faviconPng()), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  app.get('/favicon.svg', (c) =>
    c.body(FAVICON_SVG, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  app.get('/favicon.ico', (c) => c.redirect('/favicon.png', 301));
  const chime = chimeWav();
  app.get('/media/carillon.wav', (c) =>
    c.body(new Uint8Array(chime), 200, {
      'Content-Type': 'audio/wav',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  app.get('/robots.txt', (c) => c.text('User-agent: *\nAllow: /\n'));

  app.get('/search', (c) => {
    const query = (c.req.query('q') ?? '').slice(0, 200);
    const results = [...searchProducts(SEARCHABLE_PRODUCTS, query), ...searchPages(PAGES, query)];
    if (c.req.query('format') === 'json') return c.json({ query, results });
    return c.html(renderSearchPage(query, results, options.assets));
  });
  app.get('/config', (c) => c.redirect('/config/', 301));
  app.get('/config/', (c) =>
    c.html(renderConfigPage(c.req.query('frameUrl') ?? '/', options.assets)),
  );
  app.get('/config/design', (c) =>
    c.html(renderConfigPage('/', options.assets, serverText('server.config.designTitle'))),
  );

  const sendPage = (
    c: Context,
    page: SitePage,
    status: 200 | 400 | 403 | 404,
    formPost: PageFormPost | undefined = sentFormOf(new URL(c.req.url)),
  ) => {
    const visitor = visitorOf(db, c);
    const token = ensureCartToken(getCookie(c, CART_COOKIE), (value) => setCartCookie(c, value));
    const counts = cartCounts(db, token);
    const url = new URL(c.req.url);
    const html = renderPage({
      page,
      visitor,
      search: url.search,
      path: `${url.pathname}${url.search}`,
      crumb: (c as Context<CrumbEnv>).get('crumbState')?.value,
      ...(formPost ? { formPost } : {}),
      assets: options.assets,
      context: pageContextFor({
        pageType: page.pageType,
        collectionId: page.collectionId,
        visitor,
        origin: url.origin,
        previewLicensedImageCount: page.previewLicensedImageCount,
        siteSettingsOverrides: page.siteSettingsOverrides,
      }),
      cart: {
        items: counts.items,
        subtotal: formatMoney({ amount: counts.subtotalCents / 100, currencyCode: 'EUR' }),
      },
      consent: {
        choiceCookie: getCookie(c, CONSENT_CHOICE_COOKIE),
        globalPrivacyControl: c.req.header('Sec-GPC') === '1',
      },
    });
    c.header('Cache-Control', 'no-store');
    return c.html(html, status);
  };

  // Spec 000 §8: the not-found page carries the requested path.
  const sendNotFound = (c: Context) => sendPage(c, notFoundPage(new URL(c.req.url).pathname), 404);
  app.route('/', createCollectionPanelRoutes({ assets: options.assets, notFound: sendNotFound }));

  app.get('*', (c) => {
    const page = pageAt(new URL(c.req.url).pathname);
    return page ? sendPage(c, page, 200) : sendNotFound(c);
  });
  app.post(COOKIE_CHOICE_PATH, createCookieChoiceHandler(options.assets));
  app.post('*', createFormPostHandler(apiDeps, sendPage));

  app.onError((error, c) => {
    console.error('[demo-site]', error);
    return c.text(serverText('server.page.failed'), 500);
  });
  return app;
}
