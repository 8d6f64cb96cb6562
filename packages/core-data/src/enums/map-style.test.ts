import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_STYLE, MapStyle } from './map-style';

describe('MapStyle (spec 001 §3 "Map", view-model numbering)', () => {
  const table = [
    ['ORIGINAL', 1],
    ['GRAYSCALE', 2],
    ['SATELLITE', 3],
    ['MINIMAL_LIGHT', 4],
    ['MINIMAL_DARK', 5],
    ['MINIMAL_BLUE', 6],
  ] as const;

  it('numbers the six styles as the view model does', () => {
    expect(Object.entries(MapStyle)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(MapStyle.keyOf(value)).toBe(key);
  });

  it('defaults to grayscale', () => {
    expect(DEFAULT_MAP_STYLE).toBe(2);
    expect(MapStyle.keyOf(DEFAULT_MAP_STYLE)).toBe('GRAYSCALE');
  });
});
