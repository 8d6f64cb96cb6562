/** The key, in `history.state`, that says which widget wrote the entry's address. */
export const HISTORY_STATE_KEY = 'vitrineHistory';

/** The key, in the lightbox's own entry, of the item it shows (Forward reopens on it). */
export const HISTORY_ITEM_KEY = 'vitrineItem';

/**
 * Who wrote an entry's address: `lightbox` for the one entry the lightbox adds when it opens
 * (so Back closes it), `gallery` for a slide selected in a gallery (replaced, never added).
 */
export type HistoryEntryKind = 'lightbox' | 'gallery';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which widget wrote the entry whose `history.state` this is, if one did. */
export function historyEntryKind(state: unknown): HistoryEntryKind | undefined {
  if (!isRecord(state)) return undefined;
  const kind = state[HISTORY_STATE_KEY];
  return kind === 'lightbox' || kind === 'gallery' ? kind : undefined;
}

/** The item the lightbox's entry holds (a whole number from 0), if it holds one. */
export function historyEntryItem(state: unknown): number | undefined {
  const item = isRecord(state) ? state[HISTORY_ITEM_KEY] : undefined;
  return typeof item === 'number' && Number.isInteger(item) && item >= 0 ? item : undefined;
}

/**
 * The entry's state with the writer's mark set (or removed for undefined), and for the
 * lightbox the item it shows, keeping what others (a router) keep in it. A state that is not an
 * object is kept as it is, unmarked.
 */
export function markHistoryState(
  state: unknown,
  kind: HistoryEntryKind | undefined,
  item?: number,
): unknown {
  if (state !== null && state !== undefined && !isRecord(state)) return state;
  const marked: Record<string, unknown> = { ...state };
  delete marked[HISTORY_STATE_KEY];
  delete marked[HISTORY_ITEM_KEY];
  if (kind !== undefined) marked[HISTORY_STATE_KEY] = kind;
  if (kind === 'lightbox' && item !== undefined) marked[HISTORY_ITEM_KEY] = item;
  return Object.keys(marked).length === 0 && (state === null || state === undefined)
    ? null
    : marked;
}
