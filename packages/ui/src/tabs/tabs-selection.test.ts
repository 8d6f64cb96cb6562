import { describe, expect, it } from 'vitest';
import { checkTabItems, resolveSelectedKey } from './tabs-selection';

describe('resolveSelectedKey (spec 001 §4, menu block)', () => {
  const keys = ['entrees', 'plats', 'desserts'];

  it('selects the first tab by default', () => {
    expect(resolveSelectedKey(keys, undefined)).toBe('entrees');
    expect(resolveSelectedKey(keys, null)).toBe('entrees');
  });

  it('keeps a key that exists', () => {
    expect(resolveSelectedKey(keys, 'desserts')).toBe('desserts');
  });

  it('falls back to the first tab for an unknown key', () => {
    expect(resolveSelectedKey(keys, 'boissons')).toBe('entrees');
  });

  it('selects nothing without tabs', () => {
    expect(resolveSelectedKey([], 'plats')).toBeUndefined();
  });
});

describe('checkTabItems', () => {
  it('keeps well-formed items in order', () => {
    const items = [{ key: 'a' }, { key: 'b' }];
    expect(checkTabItems(items)).toEqual({ items, problems: [] });
  });

  it('drops items without a key or with a repeated key, and says why', () => {
    const result = checkTabItems([{ key: 'a' }, { key: '' }, null, { key: 'a' }, { key: 'b' }]);
    expect(result.items).toEqual([{ key: 'a' }, { key: 'b' }]);
    expect(result.problems).toEqual([
      'item 1 has no key',
      'item 2 has no key',
      'item 3 repeats the key "a"',
    ]);
  });

  it('renders no tabs when items is not an array', () => {
    expect(checkTabItems({ key: 'a' })).toEqual({
      items: [],
      problems: ['items must be an array'],
    });
  });
});
