import { describe, expect, it } from 'vitest';
import { SHAPE_MASK_ASPECT_HEIGHTS, shapeMaskAspectHeight } from './shape-mask';

describe('shapeMaskAspectHeight (spec 001 §3)', () => {
  it('is 100 for square-like shapes, 150 for tall, 67 for wide', () => {
    expect(shapeMaskAspectHeight('square')).toBe(100);
    expect(shapeMaskAspectHeight('tall')).toBe(150);
    expect(shapeMaskAspectHeight('wide')).toBe(67);
    expect(SHAPE_MASK_ASPECT_HEIGHTS).toEqual({ square: 100, tall: 150, wide: 67 });
  });

  it('counts any other shape as square-like', () => {
    expect(shapeMaskAspectHeight('circle' as 'square')).toBe(100);
  });
});
