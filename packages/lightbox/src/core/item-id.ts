/** The key under which the history hash stores the shown item, spec 001 §2. */
export const ITEM_ID_KEY = 'itemId';

// A surrogate pair, or a lone surrogate half (which UTF-8, so encodeURIComponent, cannot carry).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Decodes an address part; a bad escape (`#%E0`, anyone can link to one) keeps its raw text. */
function decodeAddressPart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Reads the item id of the address (spec 001 §2): `itemId=` in the hash, else the hash itself
 * when it is a bare id, else the last path segment. Returns undefined when there is none.
 * Never throws: the address is anyone's to write.
 */
export function readItemId(hash: string, pathname: string): string | undefined {
  const bare = hash.replace(/^#/, '');
  if (bare) {
    const params = new URLSearchParams(bare);
    const fromKey = params.get(ITEM_ID_KEY);
    if (fromKey) return fromKey;
    if (!bare.includes('=')) return decodeAddressPart(bare);
  }
  const segment = pathname.split('/').filter(Boolean).at(-1);
  return segment ? decodeAddressPart(segment) : undefined;
}

/** What the history hash needs of an item: its slide url, else its id (spec 001 §2). */
export interface HistoryItem {
  readonly id: string;
  readonly url?: string | undefined;
}

/**
 * The address shown while an item is open (spec 001 §2): the collection's full URL plus the
 * item's slide url or slide id, with the item stored under `itemId` in the hash.
 */
export function historyUrlForItem(collectionUrl: string, item: HistoryItem): string {
  const base = collectionUrl.replace(/#.*$/, '').replace(/\/+$/, '');
  // '#' and '?' in a slug would start the address's hash or query: they are escaped.
  const slug = (item.url ?? item.id).replace(/^\/+/, '').replace(/[#?]/g, encodeURIComponent);
  // A lone surrogate in the id is written as U+FFFD, as browsers encode URLs.
  const id = item.id.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
  return `${base}/${slug}#${ITEM_ID_KEY}=${encodeURIComponent(id)}`;
}

/** The index of the item whose id or slide url matches `itemId`, else -1. */
export function indexOfItemId(items: readonly HistoryItem[], itemId: string | undefined): number {
  if (!itemId) return -1;
  return items.findIndex((item) => item.id === itemId || item.url === itemId);
}
