import { describe, expect, it } from 'vitest';
import { CollectionType, CollectionView } from './collection';

describe('CollectionType (spec 000 §3)', () => {
  const table = [
    ['GENERIC', 1],
    ['SUBSCRIPTION', 2],
    ['SPLASH_PAGE', 8],
    ['PRODUCTS', 13],
    ['PORTFOLIO', 23],
    ['LESSONS', 24],
  ] as const;

  it('holds the six named collection types', () => {
    expect(Object.entries(CollectionType)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(CollectionType.keyOf(value)).toBe(key);
  });
});

describe('CollectionView (spec 000 §3, spec 001 §3)', () => {
  it('holds list, grid and product', () => {
    expect(Object.entries(CollectionView)).toEqual([
      ['LIST', 'list'],
      ['GRID', 'grid'],
      ['PRODUCT', 'product'],
    ]);
    expect(CollectionView.keyOf('grid')).toBe('GRID');
  });
});
