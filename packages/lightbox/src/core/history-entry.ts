/** The key, in `history.state`, that says which widget wrote the entry's address. */
export const HISTORY_STATE_KEY = 'vitrineHistory';

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

/**
 * The entry's state with the writer's mark set (or removed for undefined), keeping what others
 * (a router) keep in it. A state that is not an object is kept as it is, unmarked.
 */
export function markHistoryState(state: unknown, kind: HistoryEntryKind | undefined): unknown {
  if (state === null || state === undefined) {
    return kind === undefined ? null : { [HISTORY_STATE_KEY]: kind };
  }
  if (!isRecord(state)) return state;
  const marked: Record<string, unknown> = { ...state };
  if (kind === undefined) delete marked[HISTORY_STATE_KEY];
  else marked[HISTORY_STATE_KEY] = kind;
  return marked;
}
