/** The key under which an item's address stores its id, in the hash (spec 001 §2). */
export const ITEM_ID_KEY = 'itemId';

/** What the history rules need of an item: its id and, when it has one, its slide url. */
export interface HistoryItem {
  readonly id: string;
  readonly url?: string | undefined;
}

/** The parts of an address the history rules read: a `Location` or a `URL` has them. */
export interface AddressParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

// A lone surrogate half, which UTF-8 (so encodeURIComponent) cannot carry.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as a URL carries it: a lone surrogate becomes U+FFFD, as browsers encode it. */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** Decodes an address part; a bad escape (`%E0`, anyone can link to one) keeps its raw text. */
function decodePart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The item's path segment, unencoded: its slide url without slashes around it, else its id. */
function slugOf(item: HistoryItem): string {
  return (item.url ?? '').replace(/^\/+|\/+$/g, '') || item.id;
}

/** Whether an address part (raw, as the address holds it) names the item by slide url or id. */
function names(raw: string, item: HistoryItem): boolean {
  // The writer escapes the slug's unescaped text, so that is what the segment decodes to.
  const decoded = decodePart(raw);
  const slug = slugOf(item);
  return decoded === decodePart(slug) || raw === slug || decoded === item.id || raw === item.id;
}

/** The last path segment, raw, and the path before it; undefined for `/` or an empty path. */
function lastSegment(pathname: string): { segment: string; parent: string } | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  const segment = trimmed.slice(slash + 1);
  if (!segment) return undefined;
  return { segment, parent: trimmed.slice(0, Math.max(0, slash)) || '/' };
}

/**
 * The index of the item an address names (spec 001 §2), else -1: `itemId=` in the hash, else
 * a bare hash (`#lac`), else the last path segment, each matched against the items' ids and
 * slide urls. Never throws: the address is anyone's to write.
 */
export function itemFromUrl(location: AddressParts, items: readonly HistoryItem[]): number {
  const hash = location.hash.replace(/^#/, '');
  if (hash) {
    const id = new URLSearchParams(hash).get(ITEM_ID_KEY);
    if (id) {
      const byId = items.findIndex((item) => item.id === id);
      if (byId !== -1) return byId;
      const byUrl = items.findIndex((item) => slugOf(item) === id);
      if (byUrl !== -1) return byUrl;
    } else if (!hash.includes('=')) {
      const bare = items.findIndex((item) => names(hash, item));
      if (bare !== -1) return bare;
    }
  }
  const last = lastSegment(location.pathname);
  return last ? items.findIndex((item) => names(last.segment, item)) : -1;
}

/**
 * The collection's URL of an address (spec 001 §2): its path without a last segment that names
 * one of the items (an item's address), with the query kept and no hash. Relative to the
 * origin. A page whose own last segment is also a slide url or id reads as an item's address:
 * give such a gallery its collection URL instead.
 */
export function collectionUrlOf(location: AddressParts, items: readonly HistoryItem[]): string {
  const last = lastSegment(location.pathname);
  const itemSegment = last !== undefined && items.some((item) => names(last.segment, item));
  const path = itemSegment ? last.parent : location.pathname || '/';
  // '//host/…' would read as another origin's address (`https://site.fr//autre.fr/lac`).
  return `${path.replace(/^\/{2,}/, '/')}${location.search}`;
}

/**
 * An item's address (spec 001 §2): the collection's URL (relative or absolute; a hash in it is
 * dropped) with the item's slide url, else its id, as a last path segment before the query, and
 * the id under `itemId` in the hash. `itemFromUrl` reads the item back, `collectionUrlOf` the
 * collection.
 */
export function itemUrlOf(collectionUrl: string, item: HistoryItem): string {
  const withoutHash = collectionUrl.replace(/#.*$/s, '');
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt);
  // One segment whatever the slug holds ('/', '?', '#' are escaped); a slug already escaped
  // ('d%C3%A9sert') is written as it is rather than escaped twice.
  const segment = encodeURIComponent(wellFormed(decodePart(slugOf(item))));
  const id = encodeURIComponent(wellFormed(item.id));
  return `${path.replace(/\/+$/, '')}/${segment}${query}#${ITEM_ID_KEY}=${id}`;
}
