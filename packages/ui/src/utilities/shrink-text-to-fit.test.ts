import { LIMITS } from '@vitrine/core-data/constants';
import { describe, expect, it } from 'vitest';
import { fitFontSize, TEXT_SHRINK_MIN_FONT_PX } from './shrink-text-to-fit';

describe('fitFontSize', () => {
  it('never goes below 11 px by default (spec 001 §9), as in LIMITS', () => {
    expect(TEXT_SHRINK_MIN_FONT_PX).toBe(11);
    expect(TEXT_SHRINK_MIN_FONT_PX).toBe(LIMITS.text.shrinkMinFontPx);
    expect(fitFontSize({ fontSize: 20, contentWidth: 1000, availableWidth: 100 })).toBe(11);
  });

  it('scales the size with the width it has, to a tenth of a pixel', () => {
    expect(fitFontSize({ fontSize: 20, contentWidth: 300, availableWidth: 200 })).toBe(13.3);
    expect(fitFontSize({ fontSize: 24, contentWidth: 400, availableWidth: 300 })).toBe(18);
  });

  it('keeps the size of text that fits', () => {
    expect(fitFontSize({ fontSize: 20, contentWidth: 200, availableWidth: 200 })).toBe(20);
    expect(fitFontSize({ fontSize: 20, contentWidth: 100, availableWidth: 200 })).toBe(20);
  });

  it('takes another minimum, and never grows text already under it', () => {
    expect(
      fitFontSize({ fontSize: 20, contentWidth: 1000, availableWidth: 100, minimum: 14 }),
    ).toBe(14);
    expect(fitFontSize({ fontSize: 10, contentWidth: 1000, availableWidth: 100 })).toBe(10);
  });
});
