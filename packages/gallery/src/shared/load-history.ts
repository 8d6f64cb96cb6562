/** The lightbox's history helpers (addresses and entries), which only `historyHash` uses. */
export type HistoryModule = typeof import('@vitrine/lightbox/history');

let historyModule: Promise<HistoryModule> | undefined;

/**
 * Fetches the history helpers once, on demand: a gallery without `historyHash` never loads
 * them (about 0.5 kB min+gzip less up front). A failed fetch (offline) is forgotten, so the
 * next gallery that needs them tries again.
 */
export function loadHistory(): Promise<HistoryModule> {
  historyModule ??= import('@vitrine/lightbox/history').catch((error: unknown) => {
    historyModule = undefined;
    throw error;
  });
  return historyModule;
}
