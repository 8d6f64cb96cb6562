import { describe, expect, it } from 'vitest';
import {
  carouselGroups,
  carouselSlidesPerRow,
  metaOverlayMaxHeight,
  stripOffset,
  thumbnailsToFill,
} from './layout-geometry';
import { resolveLayout } from './layout-registry';

describe('carousel (spec 001 §4, §9)', () => {
  it('2 per row under 480 px, 3 under 724 px, else the setting', () => {
    expect(carouselSlidesPerRow(479)).toBe(2);
    expect(carouselSlidesPerRow(480)).toBe(3);
    expect(carouselSlidesPerRow(723, 5)).toBe(3);
    expect(carouselSlidesPerRow(724, 5)).toBe(5);
    expect(carouselSlidesPerRow(1000)).toBe(3);
  });
  it('groups slides; controls hidden when all fit and disabled at the ends', () => {
    expect(carouselGroups(3, 3, 0)).toMatchObject({ groupCount: 1, controlsHidden: true });
    const first = carouselGroups(7, 3, 1);
    expect(first).toMatchObject({
      groupCount: 3,
      group: 0,
      previousDisabled: true,
      nextDisabled: false,
      firstIndex: 0,
    });
    const last = carouselGroups(7, 3, 6);
    expect(last).toMatchObject({
      group: 2,
      previousDisabled: false,
      nextDisabled: true,
      firstIndex: 6,
    });
  });
});

describe('strip alignment (spec 001 §4)', () => {
  it('aligns the active slide at the start, in the middle or at the end', () => {
    expect(stripOffset(300, 200, 1000, 'start')).toBe(-300);
    expect(stripOffset(300, 200, 1000, 'middle')).toBe(100);
    expect(stripOffset(300, 200, 1000, 'end')).toBe(500);
  });
});

describe('meta overlay and thumbnails (spec 001 §9)', () => {
  it('caps the overlay at 40 % once the content exceeds 90 %', () => {
    expect(metaOverlayMaxHeight(500, 450)).toBeUndefined();
    expect(metaOverlayMaxHeight(500, 451)).toBe(200);
    expect(metaOverlayMaxHeight(0, 10)).toBeUndefined();
  });
  it('preloads enough thumbnails to fill the width', () => {
    expect(thumbnailsToFill(1000, 160)).toBe(7);
    expect(thumbnailsToFill(1000, 0)).toBe(0);
  });
});

describe('resolveLayout (spec 001 §5, §8)', () => {
  it('finds a layout by name and throws the spec error for an unknown one', () => {
    expect(resolveLayout({ grid: 'G' }, 'grid')).toBe('G');
    expect(() => resolveLayout({ grid: 'G' }, 'mosaic')).toThrow(
      'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
    );
  });
});
