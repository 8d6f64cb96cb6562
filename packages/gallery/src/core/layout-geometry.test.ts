import { describe, expect, it } from 'vitest';
import {
  KEN_BURNS_ZOOM,
  LAYOUT_DEFAULTS,
  META_OVERLAY_CAP,
  META_OVERLAY_TRIGGER,
  VIDEO_THUMBNAIL_RATIO,
} from './gallery-constants';
import {
  carouselGroups,
  carouselSlidesPerRow,
  metaOverlayMaxHeight,
  stripOffset,
  thumbnailsToFill,
} from './layout-geometry';
import { resolveLayout } from './layout-registry';

describe('layout defaults (spec 001 §9)', () => {
  it('carousel 3 per row, gutter 1', () => {
    expect(LAYOUT_DEFAULTS.carousel).toMatchObject({ slidesPerRow: 3, gutter: 1 });
  });
  it('autocolumns and autogrid: column width 250, gutter 0', () => {
    expect(LAYOUT_DEFAULTS.autocolumns).toMatchObject({ columnWidth: 250, gutter: 0 });
    expect(LAYOUT_DEFAULTS.autogrid).toMatchObject({ columnWidth: 250, gutter: 0 });
  });
  it('autorows: row height 250, gutter 20, lightbox on', () => {
    expect(LAYOUT_DEFAULTS.autorows).toEqual({ rowHeight: 250, gutter: 20, lightbox: true });
  });
  it('grid: 4 per row, padding 20, lightbox on', () => {
    expect(LAYOUT_DEFAULTS.grid).toEqual({ slidesPerRow: 4, padding: 20, lightbox: true });
  });
  it('stacked: speed 1 s, preload 1, click goes next; strip: speed 0.5 s, preload 1', () => {
    expect(LAYOUT_DEFAULTS.stacked).toMatchObject({
      speed: 1000,
      preload: 1,
      clickBehaviour: 'next',
    });
    expect(LAYOUT_DEFAULTS.strip).toMatchObject({ speed: 500, preload: 1 });
  });
  it('ken-burns zoom 1.075, video thumbnails 16:9, meta overlay 40 % past 90 %', () => {
    expect(KEN_BURNS_ZOOM).toBe(1.075);
    expect(VIDEO_THUMBNAIL_RATIO).toBe(16 / 9);
    expect([META_OVERLAY_CAP, META_OVERLAY_TRIGGER]).toEqual([0.4, 0.9]);
  });
});

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
