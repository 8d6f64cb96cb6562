import { describe, expect, it } from 'vitest';
import { MarqueeAnimationDirection } from './marquee';

describe('MarqueeAnimationDirection (spec 001 §3 "Marquee props")', () => {
  it('holds left and right', () => {
    expect(Object.entries(MarqueeAnimationDirection)).toEqual([
      ['LEFT', 'left'],
      ['RIGHT', 'right'],
    ]);
    expect(MarqueeAnimationDirection.keyOf('right')).toBe('RIGHT');
  });
});
