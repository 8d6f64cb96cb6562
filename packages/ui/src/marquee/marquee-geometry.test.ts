import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_TEXT_MIN_FONT_REM,
  dynamicFontSize,
  isSmallFont,
  marqueeGeometry,
  SMALL_FONT_MAX_PX,
  TEXT_HEIGHT_FACTOR,
  WAVE_PATH_MIN_WIDTH,
} from './marquee-geometry';

describe('marquee constants (spec 001 §9)', () => {
  it('has the spec values', () => {
    expect(WAVE_PATH_MIN_WIDTH).toBe(50);
    expect(TEXT_HEIGHT_FACTOR).toBe(1.35);
    expect(DYNAMIC_TEXT_MIN_FONT_REM).toBe(0.75);
    expect(SMALL_FONT_MAX_PX).toBe(13);
  });
});

describe('isSmallFont (spec 001 §9: small-font flag at 13 px or less)', () => {
  it('flags 13 px and less', () => {
    expect(isSmallFont(13)).toBe(true);
    expect(isSmallFont(9.75)).toBe(true);
    expect(isSmallFont(13.01)).toBe(false);
    expect(isSmallFont(16)).toBe(false);
  });

  it('does not flag sizes that are not numbers', () => {
    expect(isSmallFont(Number.NaN)).toBe(false);
  });
});

describe('dynamicFontSize (spec 001 §9: dynamic text minimum font 0.75rem)', () => {
  it('raises a size under 0.75rem to 0.75rem', () => {
    expect(dynamicFontSize(8)).toBe(12);
    expect(dynamicFontSize(8, 20)).toBe(15);
  });

  it('keeps larger sizes', () => {
    expect(dynamicFontSize(12)).toBe(12);
    expect(dynamicFontSize(28)).toBe(28);
  });

  it('falls back to 0.75rem of 16 px for bad input', () => {
    expect(dynamicFontSize(Number.NaN)).toBe(12);
    expect(dynamicFontSize(10, 0)).toBe(12);
  });
});

describe('marqueeGeometry', () => {
  it('makes the text height font size × 1.35 (spec 001 §9)', () => {
    const flat = marqueeGeometry({ width: 400, fontSize: 20, waveIntensity: 0, waveFrequency: 1 });
    expect(flat.height).toBe(27);
    expect(flat.amplitude).toBe(0);
    expect(flat.baseline).toBe(20);
    expect(flat.path).toBe('M0 20 H400');
  });

  it('never makes the wave path narrower than 50 px (spec 001 §9)', () => {
    expect(
      marqueeGeometry({ width: 10, fontSize: 16, waveIntensity: 0, waveFrequency: 1 }).width,
    ).toBe(50);
    expect(
      marqueeGeometry({ width: Number.NaN, fontSize: 16, waveIntensity: 1, waveFrequency: 1 })
        .width,
    ).toBe(50);
    expect(
      marqueeGeometry({ width: 51, fontSize: 16, waveIntensity: 1, waveFrequency: 1 }).width,
    ).toBe(51);
  });

  it('adds the wave to the height: intensity 1 is one text height from crest to trough', () => {
    const wave = marqueeGeometry({ width: 400, fontSize: 20, waveIntensity: 1, waveFrequency: 2 });
    expect(wave.amplitude).toBe(13.5);
    expect(wave.height).toBe(54);
    expect(wave.baseline).toBe(33.5);
  });

  it('draws whole waves across the width with quadratic half-waves', () => {
    const wave = marqueeGeometry({ width: 400, fontSize: 20, waveIntensity: 1, waveFrequency: 2 });
    // Four half-waves of 100 px; the control point at twice the amplitude puts the crest at it.
    expect(wave.path).toBe('M0 33.5 Q50 6.5 100 33.5 T200 33.5 T300 33.5 T400 33.5');
  });

  it('extends the path past the width to finish the last half-wave', () => {
    const wave = marqueeGeometry({
      width: 300,
      fontSize: 20,
      waveIntensity: 1,
      waveFrequency: 1.25,
    });
    expect(wave.path).toBe('M0 33.5 Q60 6.5 120 33.5 T240 33.5 T360 33.5');
  });

  it('draws a straight line without frequency', () => {
    const line = marqueeGeometry({ width: 200, fontSize: 10, waveIntensity: 2, waveFrequency: 0 });
    expect(line.path).toBe('M0 10 H200');
    expect(line.height).toBe(13.5);
  });

  it('caps the number of half-waves for absurd frequencies', () => {
    const wave = marqueeGeometry({
      width: 1000,
      fontSize: 16,
      waveIntensity: 1,
      waveFrequency: 1e6,
    });
    expect(wave.path.split('T')).toHaveLength(400);
  });
});
