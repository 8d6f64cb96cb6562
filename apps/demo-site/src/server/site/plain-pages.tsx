import { workflowLabel } from '@vitrine/i18n-fr/workflow';
import { renderToString } from 'react-dom/server';
import { sitePath } from '../../blocks/decode-helpers';
import type { SitePage } from '../../content/model';
import { SITE } from '../../content/site';
import { type ClientAssets, PageStyles } from '../../render/site-document';
import { serverText } from '../catalogue/server-text';

export interface SearchResult {
  readonly title: string;
  readonly href: string;
  readonly excerpt: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The query's words, folded; none for a blank query. */
const queryWords = (query: string) => fold(query).split(/\s+/).filter(Boolean);

/** Whether a text holds every one of the words (accents and case ignored). */
const holdsEvery = (text: string, words: readonly string[]) => {
  const haystack = fold(text);
  return words.every((word) => haystack.includes(word));
};

/** Pages whose title or description holds every word of the query (accents and case ignored). */
export function searchPages(pages: readonly SitePage[], query: string): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return pages
    .filter((page) => page.nav || page.path === '/connexion')
    .filter((page) => holdsEvery(`${page.title} ${page.heading} ${page.description}`, words))
    .map((page) => ({ title: page.title, href: page.path, excerpt: page.description }));
}

/** A product the search finds: its title, description and tags. */
export interface SearchableProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
}

/**
 * Products whose title or tags hold every word of the query (accents and case ignored, so
 * « bol » finds « Bol en grès émaillé » and « ceramique » its « céramique » tag). A result links
 * to the product on the shop page.
 */
export function searchProducts(
  products: readonly SearchableProduct[],
  query: string,
  shopPath = '/boutique',
): SearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return products
    .filter((product) => holdsEvery(`${product.title} ${product.tags.join(' ')}`, words))
    .map((product) => ({
      title: product.title,
      href: `${shopPath}#${encodeURIComponent(product.id)}`,
      excerpt: product.description,
    }));
}

function PlainDocument({
  title,
  assets,
  children,
}: {
  title: string;
  assets: ClientAssets;
  children: React.ReactNode;
}) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${SITE.name}`}</title>
        <meta name="description" content={title} />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
        <PageStyles assets={assets} />
      </head>
      <body>
        <header className="demo-header">
          <a className="demo-brand" href="/">
            {SITE.name}
          </a>
        </header>
        <main id="contenu" className="demo-main">
          {children}
        </main>
      </body>
    </html>
  );
}

/** The search route of spec 000 §2 (not tracked for page views: it loads no page script). */
export function renderSearchPage(
  query: string,
  results: readonly SearchResult[],
  assets: ClientAssets,
): string {
  const title = serverText('server.search.title');
  return `<!doctype html>${renderToString(
    <PlainDocument title={title} assets={assets}>
      <h1>{title}</h1>
      <search>
        <form action="/search" method="get" className="demo-search">
          <label htmlFor="q">{serverText('server.search.label')}</label>
          <input id="q" name="q" type="search" defaultValue={query} />
          <button type="submit" className="demo-button">
            {serverText('server.search.submit')}
          </button>
        </form>
      </search>
      {query ? (
        <p role="status">
          {results.length === 0
            ? serverText('server.search.none', { query })
            : serverText('server.search.count', { count: results.length, query })}
        </p>
      ) : null}
      <ul className="demo-summary">
        {results.map((result) => (
          <li key={result.href}>
            <a href={result.href}>{result.title}</a>
            <p>{result.excerpt}</p>
          </li>
        ))}
      </ul>
    </PlainDocument>,
  )}`;
}

/**
 * The configuration area the runtime sends signed-in accounts to (spec 000 §2, §4 Escape). Its
 * screens are not in the spec: the demo shows where the editor would open, and the way back.
 */
export function renderConfigPage(
  frameUrl: string,
  assets: ClientAssets,
  title = serverText('server.config.title'),
): string {
  const back = sitePath(frameUrl) ?? '/';
  return `<!doctype html>${renderToString(
    <PlainDocument title={title} assets={assets}>
      <h1>{title}</h1>
      <p>
        {serverText('server.config.editorBefore')}
        <code>{back}</code>
        {serverText('server.config.editorAfter')}
      </p>
      <p>
        <a className="demo-button" href={back}>
          {serverText('server.config.back')}
        </a>
      </p>
    </PlainDocument>,
  )}`;
}

/**
 * A short notice with the way back to the page the visitor was on: what a post made without the
 * page script gets when it cannot be taken (an expired crumb), so they can try again from there.
 */
export function renderNoticePage(message: string, back: string, assets: ClientAssets): string {
  const title = serverText('server.notice.title');
  return `<!doctype html>${renderToString(
    <PlainDocument title={title} assets={assets}>
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <a className="demo-button" href={back}>
          {serverText('server.notice.back')}
        </a>
      </p>
    </PlainDocument>,
  )}`;
}

/** What the collection panel calls each page type of the demo's pages (spec 000 §2 page types). */
function pageTypeName(pageType: number): string {
  switch (pageType) {
    case 1:
      return serverText('server.collection.pageType.1');
    case 2:
      return serverText('server.collection.pageType.2');
    case 3:
      return serverText('server.collection.pageType.3');
    case 50:
      return serverText('server.collection.pageType.50');
    default:
      return serverText('server.collection.pageType.other', { pageType: String(pageType) });
  }
}

/**
 * The collection panel of spec 000 §2 (`/pages/{24-character id}`): which page the collection
 * is, its address, type, state and blocks, and the way into the configuration area. The panel's
 * layout is not in the spec: the demo shows what the editor would open on.
 */
export function renderCollectionPanel(page: SitePage, assets: ClientAssets): string {
  const title = serverText('server.collection.title', { title: page.title });
  return `<!doctype html>${renderToString(
    <PlainDocument title={title} assets={assets}>
      <h1>{title}</h1>
      <p>{serverText('server.collection.intro')}</p>
      <dl className="demo-collection-panel" data-collection-id={page.collectionId}>
        <dt>{serverText('server.collection.id')}</dt>
        <dd>
          <code>{page.collectionId}</code>
        </dd>
        <dt>{serverText('server.collection.page')}</dt>
        <dd>
          <a href={page.path}>{page.title}</a>
        </dd>
        <dt>{serverText('server.collection.path')}</dt>
        <dd>
          <code>{page.path}</code>
        </dd>
        <dt>{serverText('server.collection.type')}</dt>
        <dd>{pageTypeName(page.pageType)}</dd>
        <dt>{serverText('server.collection.state')}</dt>
        {/* Every page of the demo is published. */}
        <dd>{workflowLabel('PUBLISHED')}</dd>
        <dt>{serverText('server.collection.access')}</dt>
        <dd>
          {page.locked
            ? serverText('server.collection.membersOnly')
            : serverText('server.collection.public')}
        </dd>
        <dt>{serverText('server.collection.blocks')}</dt>
        <dd>{page.blocks.length}</dd>
      </dl>
      <p>
        <a className="demo-button" href={`/config/?frameUrl=${encodeURIComponent(page.path)}`}>
          {serverText('server.collection.open')}
        </a>
      </p>
    </PlainDocument>,
  )}`;
}
