import { describe, expect, it } from 'vitest';
import { historyUrlForItem, ITEM_ID_KEY, indexOfItemId, readItemId } from './item-id';

describe('readItemId (spec 001 §2)', () => {
  it('reads itemId from the hash', () => {
    expect(readItemId('#itemId=abc', '/galerie')).toBe('abc');
    expect(readItemId('#abc', '/galerie')).toBe('abc');
  });
  it('else reads the last path segment', () => {
    expect(readItemId('', '/galerie/lac-bleu/')).toBe('lac-bleu');
    expect(readItemId('#other=1', '/galerie/lac')).toBe('lac');
    expect(readItemId('', '/')).toBeUndefined();
  });
});

describe('historyUrlForItem (spec 001 §2)', () => {
  it('is the collection URL plus the slide url, with the item under itemId', () => {
    expect(ITEM_ID_KEY).toBe('itemId');
    expect(historyUrlForItem('https://site.fr/galerie/', { id: 's1', url: 'lac' })).toBe(
      'https://site.fr/galerie/lac#itemId=s1',
    );
  });
  it('uses the slide id when there is no slide url', () => {
    expect(historyUrlForItem('https://site.fr/galerie#x', { id: 's2' })).toBe(
      'https://site.fr/galerie/s2#itemId=s2',
    );
  });
  it('finds the item by id or slide url', () => {
    const items = [{ id: 'a' }, { id: 'b', url: 'bois' }];
    expect(indexOfItemId(items, 'b')).toBe(1);
    expect(indexOfItemId(items, 'bois')).toBe(1);
    expect(indexOfItemId(items, 'z')).toBe(-1);
    expect(indexOfItemId(items, undefined)).toBe(-1);
  });
});
