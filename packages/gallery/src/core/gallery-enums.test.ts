import {
  DEFAULT_STRIP_ALIGNMENT as CORE_DEFAULT_STRIP_ALIGNMENT,
  GalleryDesign,
  GalleryLayout,
  galleryLayoutForDesign,
  StackedTransition,
  StripAlignment,
  SwipeBoundary,
} from '@vitrine/core-data/enums';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STRIP_ALIGNMENT,
  isGalleryLayout,
  isStackedTransition,
  isStripAlignment,
  isSwipeBoundary,
  layoutForDesign,
} from './gallery-enums';

describe("local gallery enumerations match core-data's (spec 001 §2, §4, §5)", () => {
  it.each([
    ['layouts', GalleryLayout.values, isGalleryLayout],
    ['transitions', StackedTransition.values, isStackedTransition],
    ['alignments', StripAlignment.values, isStripAlignment],
    ['swipe boundaries', SwipeBoundary.values, isSwipeBoundary],
  ] as const)('accepts every one of the %s and nothing else', (_, values, is) => {
    for (const value of values) expect(is(value)).toBe(true);
    expect(is('toString')).toBe(false);
    expect(is(undefined)).toBe(false);
  });

  it('maps every design as core-data does', () => {
    for (const design of [...GalleryDesign.values, 'anything', 'toString', undefined]) {
      expect(layoutForDesign(design)).toBe(galleryLayoutForDesign(design));
    }
  });

  it('keeps middle as the default strip alignment', () => {
    expect(DEFAULT_STRIP_ALIGNMENT).toBe(CORE_DEFAULT_STRIP_ALIGNMENT);
  });
});
