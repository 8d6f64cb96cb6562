import { describe, expect, it } from 'vitest';
import * as core from './core';
import * as index from './index';
import * as loader from './loader';
import * as map from './map';
import * as places from './places';

describe('public entries', () => {
  it('import without side effects: nothing loaded, no google namespace', () => {
    expect((globalThis as { google?: unknown }).google).toBeUndefined();
    expect(typeof core.createMapViewModel).toBe('function');
    expect(typeof loader.getSharedMapsLoader).toBe('function');
    expect(typeof map.MapBlock).toBe('function');
    expect(typeof places.createPlacesClient).toBe('function');
  });

  it('the main entry re-exports every other entry', () => {
    for (const entry of [core, loader, map, places]) {
      for (const name of Object.keys(entry)) {
        expect(index, name).toHaveProperty(name, entry[name as keyof typeof entry]);
      }
    }
  });

  it('core gives the style numbers of the view model (spec 001 §3)', () => {
    expect({ ...core.MapStyle }).toEqual({
      ORIGINAL: 1,
      GRAYSCALE: 2,
      SATELLITE: 3,
      MINIMAL_LIGHT: 4,
      MINIMAL_DARK: 5,
      MINIMAL_BLUE: 6,
    });
    expect(core.DEFAULT_MAP_STYLE).toBe(2);
  });
});
