'use client';
import { useEffect, useState } from 'react';

/**
 * A loader of code fetched on demand: the first call starts the fetch, later calls share it. A
 * failed fetch (offline, a lost chunk) is forgotten, so the next call tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The lightbox's history helpers (addresses and entries), which only `historyHash` uses. */
export type HistoryModule = typeof import('@vitrine/lightbox/history');

/**
 * Fetches the history helpers once: a gallery without `historyHash` never loads them (about
 * 0.25–0.44 kB min+gzip less up front).
 */
export const loadHistory = onDemand(() => import('@vitrine/lightbox/history'));

/**
 * Provides the history helpers once `enabled` and fetched, else null. Offline (the fetch
 * fails) it stays null: the gallery works without history tracking for this page view.
 */
export function useHistoryHelpers(enabled: boolean): HistoryModule | null {
  const [helpers, setHelpers] = useState<HistoryModule | null>(null);
  useEffect(() => {
    if (!enabled || helpers) return;
    let live = true;
    loadHistory().then(
      (module) => {
        if (live) setHelpers(module);
      },
      () => {
        // Offline: no history tracking for this page view.
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, helpers]);
  return helpers;
}
