import { describe, expect, it } from 'vitest';
import {
  ActiveAlignment,
  DEFAULT_STACKED_TRANSITION,
  DEFAULT_STRIP_ALIGNMENT,
  GalleryDesign,
  GalleryLayout,
  GalleryMediaType,
  galleryLayoutForDesign,
  LightboxTheme,
  SlideType,
  StackedTransition,
  StripAlignment,
  SwipeBoundary,
} from './gallery';

describe('GalleryDesign (spec 001 §2)', () => {
  it('holds the eight designs', () => {
    expect(Object.entries(GalleryDesign)).toEqual([
      ['STACKED', 'stacked'],
      ['SLIDER', 'slider'],
      ['SLIDESHOW', 'slideshow'],
      ['GRID', 'grid'],
      ['AUTOGRID', 'autogrid'],
      ['AUTOCOLUMNS', 'autocolumns'],
      ['CAROUSEL', 'carousel'],
      ['LIST', 'list'],
    ]);
    expect(GalleryDesign.keyOf('slideshow')).toBe('SLIDESHOW');
  });
});

describe('GalleryLayout (spec 001 §2, §9)', () => {
  it('holds the nine display layouts', () => {
    expect(Object.entries(GalleryLayout)).toEqual([
      ['BASE', 'base'],
      ['STRIP', 'strip'],
      ['STACKED', 'stacked'],
      ['GRID', 'grid'],
      ['AUTOGRID', 'autogrid'],
      ['AUTOCOLUMNS', 'autocolumns'],
      ['AUTOROWS', 'autorows'],
      ['CAROUSEL', 'carousel'],
      ['LIST', 'list'],
    ]);
    expect(GalleryLayout.keyOf('autorows')).toBe('AUTOROWS');
  });
});

describe('galleryLayoutForDesign (spec 001 §2 "Mapping to display layout")', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
  ])('design %s shows as layout %s', (design, layout) => {
    expect(galleryLayoutForDesign(design)).toBe(layout);
  });

  it('maps every design', () => {
    for (const design of GalleryDesign.values) {
      expect(GalleryLayout.is(galleryLayoutForDesign(design))).toBe(true);
    }
  });

  it.each([
    'autorows',
    'base',
    'strip',
    'Grid',
    ' grid',
    '',
    'unknown',
    'constructor',
    '__proto__',
    undefined,
    null,
    0,
    {},
  ])('any other value (%s) shows as base', (design) => {
    expect(galleryLayoutForDesign(design)).toBe('base');
  });
});

describe('StackedTransition (spec 001 §4)', () => {
  it('holds fade, ken-burns, new-swipe, scroll and swipe, fade by default', () => {
    expect(Object.entries(StackedTransition)).toEqual([
      ['FADE', 'fade'],
      ['KEN_BURNS', 'ken-burns'],
      ['NEW_SWIPE', 'new-swipe'],
      ['SCROLL', 'scroll'],
      ['SWIPE', 'swipe'],
    ]);
    expect(DEFAULT_STACKED_TRANSITION).toBe('fade');
    expect(StackedTransition.keyOf('ken-burns')).toBe('KEN_BURNS');
  });
});

describe('StripAlignment (spec 001 §4, §5)', () => {
  it('holds start, middle and end, middle by default', () => {
    expect(Object.entries(StripAlignment)).toEqual([
      ['START', 'start'],
      ['MIDDLE', 'middle'],
      ['END', 'end'],
    ]);
    expect(DEFAULT_STRIP_ALIGNMENT).toBe('middle');
    expect(StripAlignment.is('center')).toBe(false);
  });
});

describe('SwipeBoundary (spec 001 §5)', () => {
  it('holds none, hard and inertial', () => {
    expect(Object.entries(SwipeBoundary)).toEqual([
      ['NONE', 'none'],
      ['HARD', 'hard'],
      ['INERTIAL', 'inertial'],
    ]);
    expect(SwipeBoundary.keyOf('inertial')).toBe('INERTIAL');
  });
});

describe('LightboxTheme (spec 001 §3)', () => {
  it('holds dark and light', () => {
    expect(Object.entries(LightboxTheme)).toEqual([
      ['DARK', 'dark'],
      ['LIGHT', 'light'],
    ]);
  });
});

describe('ActiveAlignment (spec 001 §3 "active-alignment")', () => {
  it('holds left, center and right', () => {
    expect(Object.entries(ActiveAlignment)).toEqual([
      ['LEFT', 'left'],
      ['CENTER', 'center'],
      ['RIGHT', 'right'],
    ]);
  });
});

describe('SlideType (spec 001 §3 "data-type")', () => {
  it('holds image and video', () => {
    expect(Object.entries(SlideType)).toEqual([
      ['IMAGE', 'image'],
      ['VIDEO', 'video'],
    ]);
  });
});

describe('GalleryMediaType (spec 001 §3 "Editor-side entities")', () => {
  it('holds the six media types', () => {
    expect(Object.entries(GalleryMediaType)).toEqual([
      ['IMAGE_EMPTY', 'imageEmpty'],
      ['IMAGE_FILE', 'imageFile'],
      ['IMAGE_LICENSED', 'imageLicensed'],
      ['IMAGE_REUSED', 'imageReused'],
      ['ASSET_REUSED', 'assetReused'],
      ['VIDEO', 'video'],
    ]);
    expect(GalleryMediaType.keyOf('assetReused')).toBe('ASSET_REUSED');
  });
});
