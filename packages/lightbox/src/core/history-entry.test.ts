import { describe, expect, it } from 'vitest';
import { HISTORY_STATE_KEY, historyEntryKind, markHistoryState } from './history-entry';

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

  it('leaves a state that is not an object as it is', () => {
    expect(markHistoryState('étape-2', 'lightbox')).toBe('étape-2');
    expect(markHistoryState([1], 'gallery')).toEqual([1]);
    expect(historyEntryKind('lightbox')).toBeUndefined();
  });
});
