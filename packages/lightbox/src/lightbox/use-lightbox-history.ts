'use client';
import { useEffect, useRef } from 'react';
import { collectionUrlOf, type HistoryItem, itemFromUrl, itemUrlOf } from '../core/history-address';
import { historyEntryItem, historyEntryKind, markHistoryState } from '../core/history-entry';

export interface LightboxHistoryOptions {
  /**
   * The `historyHash` setting: the address names the item shown. Without it, opening still adds
   * one entry, at the same address, so that Back closes the lightbox; nothing else is read or
   * written.
   */
  readonly enabled: boolean;
  readonly items: readonly HistoryItem[];
  /** Whether the lightbox is shown and not closing. */
  readonly open: boolean;
  /** The item shown. */
  readonly index: number;
  /** The collection's URL (default: the page address without an item segment or hash). */
  readonly collectionUrl?: string | undefined;
  /** Opens the lightbox on an item the address names, or closes it (null) on Back. */
  readonly onNavigate: (index: number | null) => void;
}

/** How the current history entry came to name the item shown. */
type Entry = 'pushed' | 'address' | null;

/**
 * Provides the lightbox's history tracking (spec 001 §2). On load, an address naming an item
 * opens the lightbox on it (not one a gallery wrote for its selected slide: that only selects),
 * and nothing is written. Opening adds one history entry with the item's address; stepping
 * replaces it; Back closes the lightbox; closing otherwise goes back off the entry (or, opened
 * from the address, puts the collection's URL in its place). Forward opens it again.
 * Without `historyHash` the entry keeps the page's address, so Back closes the lightbox instead
 * of leaving the page (a phone's back gesture above all), and no address is read. Forward
 * reopens the lightbox on the item shown last (a reload of the entry, on the item it opened on,
 * which the entry's state holds): an entry that opened nothing would be a Back that does
 * nothing.
 */
export function useLightboxHistory({
  enabled,
  items,
  open,
  index,
  collectionUrl,
  onNavigate,
}: LightboxHistoryOptions): void {
  const latest = useRef({ items, collectionUrl, onNavigate, open });
  latest.current = { items, collectionUrl, onNavigate, open };
  // The item shown last while open: Forward onto the lightbox's entry reopens on it.
  const lastShown = useRef<number | undefined>(undefined);
  if (open) lastShown.current = index;
  const entry = useRef<Entry>(null);
  const collection = useRef<string | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    /**
     * Opens on the item the address names, else (the lightbox's own entry) on the item it showed
     * last on this page, or, after a reload, the one its state holds; `how` says how the entry
     * came.
     */
    const openFromEntry = (how: Exclude<Entry, null>, state: unknown) => {
      const { items, collectionUrl: given } = latest.current;
      const named = enabled ? itemFromUrl(window.location, items) : -1;
      const held = how === 'pushed' ? (lastShown.current ?? historyEntryItem(state)) : undefined;
      const found = named !== -1 ? named : held !== undefined && held < items.length ? held : -1;
      if (found === -1) return;
      entry.current = how;
      collection.current = enabled ? (given ?? collectionUrlOf(window.location, items)) : null;
      latest.current.onNavigate(found);
    };
    const kind = historyEntryKind(window.history.state);
    // A reload of the lightbox's own entry is that entry again: closing goes back off it.
    if (kind !== 'gallery') {
      openFromEntry(kind === 'lightbox' ? 'pushed' : 'address', window.history.state);
    }

    const onPopState = (event: PopStateEvent) => {
      const poppedKind = historyEntryKind(event.state);
      if (latest.current.open) {
        if (poppedKind === 'lightbox') return;
        // Back past the lightbox's entry: the address is already the collection's.
        entry.current = null;
        latest.current.onNavigate(null);
      } else if (poppedKind === 'lightbox') {
        openFromEntry('pushed', event.state);
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled]);

  useEffect(() => {
    const { items: set, collectionUrl: given } = latest.current;
    const item = set[index];
    if (open && !wasOpen.current) {
      wasOpen.current = true;
      if (entry.current !== null || !item) return;
      // Opened by the visitor: one entry, so that Back closes the lightbox.
      collection.current = enabled ? (given ?? collectionUrlOf(window.location, set)) : null;
      const state = markHistoryState(window.history.state, 'lightbox', index);
      window.history.pushState(
        state,
        '',
        collection.current === null ? window.location.href : itemUrlOf(collection.current, item),
      );
      entry.current = 'pushed';
    } else if (open && item && entry.current !== null && collection.current !== null) {
      // A step with historyHash: the entry's address names the new item. Without it nothing is
      // written: Forward reopens on the item shown last, which this hook remembers.
      const state =
        entry.current === 'pushed'
          ? markHistoryState(window.history.state, 'lightbox', index)
          : window.history.state;
      window.history.replaceState(state, '', itemUrlOf(collection.current, item));
    } else if (!open && wasOpen.current) {
      wasOpen.current = false;
      const came = entry.current;
      entry.current = null;
      if (came === 'pushed' && historyEntryKind(window.history.state) === 'lightbox') {
        window.history.back();
      } else if (came === 'address' && collection.current !== null) {
        const state = markHistoryState(window.history.state, undefined);
        window.history.replaceState(state, '', collection.current);
      }
    }
  }, [enabled, open, index]);
}
