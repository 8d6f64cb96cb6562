import { describe, expect, it } from 'vitest';
import { AUTO_PLACEHOLDER_RATIO, DEFAULT_VIDEO_ASPECT_PERCENT } from './video-constants';
import { parseAspectRatio, videoPlaceholderRatio } from './video-ratio';

describe('videoPlaceholderRatio (spec 001 §9)', () => {
  it('is 65 when the aspect ratio is Auto', () => {
    expect(AUTO_PLACEHOLDER_RATIO).toBe(65);
    expect(videoPlaceholderRatio('Auto')).toBe(65);
    expect(videoPlaceholderRatio(' auto ')).toBe(65);
  });

  it.each([
    [1.7778, 56.25],
    ['1.7778', 56.25],
    ['16:9', 56.25],
    ['4/3', 75],
    [1, 100],
    [2, 50],
    [0.5, 200],
    [2.35, 42.55],
  ])('is 100 divided by the ratio %s: %s', (aspectRatio, percent) => {
    expect(videoPlaceholderRatio(aspectRatio)).toBe(percent);
  });

  it.each([
    null,
    undefined,
    0,
    -1.5,
    'wide',
    '',
    '16:0',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
  ])('falls back to the default video aspect, 56.3 %%, for %o', (aspectRatio) => {
    expect(DEFAULT_VIDEO_ASPECT_PERCENT).toBe(56.3);
    expect(videoPlaceholderRatio(aspectRatio)).toBe(56.3);
  });

  it('parses ratios from numbers, numeric strings and W:H', () => {
    expect(parseAspectRatio(1.5)).toBe(1.5);
    expect(parseAspectRatio(' 1.5 ')).toBe(1.5);
    expect(parseAspectRatio('21:9')).toBeCloseTo(2.3333, 4);
    expect(parseAspectRatio('21 : 9')).toBeCloseTo(2.3333, 4);
    expect(parseAspectRatio('Auto')).toBeNull();
    expect(parseAspectRatio('1:')).toBeNull();
  });
});
