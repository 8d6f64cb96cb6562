import { describe, expect, it } from 'vitest';
import { isNarrowImage } from './narrow-image';

describe('isNarrowImage (spec 001 §9: under 415 px)', () => {
  it.each([
    [1, true],
    [320, true],
    [414, true],
    [414.9, true],
    [415, false],
    [1200, false],
    [0, false],
  ])('%s px → %s', (width, narrow) => {
    expect(isNarrowImage(width)).toBe(narrow);
  });
});
