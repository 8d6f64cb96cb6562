/** The key under which the history hash stores the shown item, spec 001 §2. */
export const ITEM_ID_KEY = 'itemId';

/**
 * Reads the item id of the address (spec 001 §2): `itemId=` in the hash, else the hash itself
 * when it is a bare id, else the last path segment. Returns undefined when there is none.
 */
export function readItemId(hash: string, pathname: string): string | undefined {
  const bare = hash.replace(/^#/, '');
  if (bare) {
    const params = new URLSearchParams(bare);
    const fromKey = params.get(ITEM_ID_KEY);
    if (fromKey) return fromKey;
    if (!bare.includes('=')) return decodeURIComponent(bare);
  }
  const segment = pathname.split('/').filter(Boolean).at(-1);
  return segment ? decodeURIComponent(segment) : undefined;
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
  const slug = (item.url ?? item.id).replace(/^\/+/, '');
  return `${base}/${slug}#${ITEM_ID_KEY}=${encodeURIComponent(item.id)}`;
}

/** The index of the item whose id or slide url matches `itemId`, else -1. */
export function indexOfItemId(items: readonly HistoryItem[], itemId: string | undefined): number {
  if (!itemId) return -1;
  return items.findIndex((item) => item.id === itemId || item.url === itemId);
}
