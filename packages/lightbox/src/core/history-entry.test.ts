import { describe, expect, it } from 'vitest';
import {
  HISTORY_ITEM_KEY,
  HISTORY_STATE_KEY,
  historyEntryItem,
  historyEntryKind,
  markHistoryState,
} from './history-entry';

describe('history entries: who wrote an address', () => {
  it('marks a state and reads the mark back', () => {
    expect(HISTORY_STATE_KEY).toBe('vitrineHistory');
    expect(markHistoryState(null, 'lightbox')).toEqual({ vitrineHistory: 'lightbox' });
    expect(historyEntryKind(markHistoryState(undefined, 'gallery'))).toBe('gallery');
    expect(historyEntryKind(null)).toBeUndefined();
    expect(historyEntryKind({ vitrineHistory: 'autre' })).toBeUndefined();
  });

  it('keeps what a router keeps in the state, and removes only its own mark', () => {
    const router = { key: 'r1', scroll: 40 };
    const marked = markHistoryState(router, 'lightbox');
    expect(marked).toEqual({ key: 'r1', scroll: 40, vitrineHistory: 'lightbox' });
    expect(router).toEqual({ key: 'r1', scroll: 40 });
    expect(markHistoryState(marked, undefined)).toEqual(router);
    expect(markHistoryState(null, undefined)).toBeNull();
  });

  it('holds the item the lightbox shows in its own entry only, and drops it with the mark', () => {
    expect(HISTORY_ITEM_KEY).toBe('vitrineItem');
    const router = { key: 'r1' };
    const lightbox = markHistoryState(router, 'lightbox', 2);
    expect(lightbox).toEqual({ key: 'r1', vitrineHistory: 'lightbox', vitrineItem: 2 });
    expect(historyEntryItem(lightbox)).toBe(2);
    // A step writes the new item over the old one.
    expect(historyEntryItem(markHistoryState(lightbox, 'lightbox', 0))).toBe(0);
    // A gallery's entry, or the mark removed, holds no item.
    expect(markHistoryState(lightbox, 'gallery')).toEqual({ key: 'r1', vitrineHistory: 'gallery' });
    expect(markHistoryState(lightbox, undefined)).toEqual(router);
    expect(markHistoryState(null, 'gallery', 3)).toEqual({ vitrineHistory: 'gallery' });
    for (const stored of [-1, 1.5, '2', null, Number.NaN]) {
      expect(historyEntryItem({ vitrineHistory: 'lightbox', vitrineItem: stored })).toBeUndefined();
    }
    expect(historyEntryItem('lightbox')).toBeUndefined();
  });

  it('leaves a state that is not an object as it is', () => {
    expect(markHistoryState('étape-2', 'lightbox')).toBe('étape-2');
    expect(markHistoryState([1], 'gallery')).toEqual([1]);
    expect(historyEntryKind('lightbox')).toBeUndefined();
  });
});
