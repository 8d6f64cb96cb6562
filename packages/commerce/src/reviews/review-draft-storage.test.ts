import { describe, expect, it } from 'vitest';
import { readReviewDraft, sessionReviewDraft } from './review-draft-storage';

/** A Map-backed Storage, optionally throwing on every call (quota, disabled storage). */
function fakeStorage(throws = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (throws) throw new DOMException('quota', 'QuotaExceededError');
  };
  return {
    items,
    getItem(key: string) {
      guard();
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      guard();
      items.set(key, value);
    },
    removeItem(key: string) {
      guard();
      items.delete(key);
    },
  };
}

describe('review drafts (a visitor never loses what they typed)', () => {
  it('keeps the rating, title and text, and clears them', () => {
    const storage = fakeStorage();
    const draft = sessionReviewDraft('vitrine-draft:/boutique:review:prod-bol-gres', () => storage);
    draft.write({ rating: 4, title: 'Très beau bol', body: 'Émail superbe.' });
    expect(draft.read()).toEqual({ rating: 4, title: 'Très beau bol', body: 'Émail superbe.' });
    draft.clear();
    expect(draft.read()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('stores nothing for an empty form', () => {
    const storage = fakeStorage();
    sessionReviewDraft('k', () => storage).write({ rating: null, title: '', body: '' });
    expect(storage.items.size).toBe(0);
  });

  it('storage that throws gives no draft and no error', () => {
    const draft = sessionReviewDraft('k', () => fakeStorage(true));
    expect(() => draft.write({ rating: 5, title: 'a', body: 'b' })).not.toThrow();
    expect(draft.read()).toBeNull();
    expect(() => draft.clear()).not.toThrow();
  });

  it.each([
    ['not JSON', '{rating'],
    ['an array', '[1]'],
    ['six stars', '{"rating":6,"title":"x"}'],
    ['a text rating', '{"rating":"5"}'],
  ])('garbage (%s) gives no draft', (_name, text) => {
    const storage = fakeStorage();
    storage.items.set('k', text);
    expect(sessionReviewDraft('k', () => storage).read()).toBeNull();
  });

  it('reads texts of the wrong type as empty', () => {
    expect(readReviewDraft({ rating: 3, title: 42, body: ['x'] })).toEqual({
      rating: 3,
      title: '',
      body: '',
    });
  });
});
