import { describe, expect, it } from 'vitest';
import { advanceMarqueeOffset, MARQUEE_MAX_COPIES, marqueeCopyCount } from './marquee-motion';

const motion = { pxPerSecond: 60, copyLength: 300, direction: 'left' as const };

describe('advanceMarqueeOffset', () => {
  it('moves left by speed × time', () => {
    expect(advanceMarqueeOffset(-100, 50, motion)).toBeCloseTo(-103);
  });

  it('moves right by speed × time', () => {
    expect(advanceMarqueeOffset(-100, 50, { ...motion, direction: 'right' })).toBeCloseTo(-97);
  });

  it('wraps seamlessly within one copy of the text', () => {
    expect(advanceMarqueeOffset(-299, 50, motion)).toBeCloseTo(-2);
    expect(advanceMarqueeOffset(-1, 50, { ...motion, direction: 'right' })).toBeCloseTo(-298);
    expect(advanceMarqueeOffset(0, 0, motion)).toBe(-300);
  });

  it('caps a long frame gap at 100 ms', () => {
    expect(advanceMarqueeOffset(-100, 5000, motion)).toBeCloseTo(-106);
  });

  it('stands still at speed 0 or for negative time', () => {
    expect(advanceMarqueeOffset(-100, 50, { ...motion, pxPerSecond: 0 })).toBe(-100);
    expect(advanceMarqueeOffset(-100, -50, motion)).toBe(-100);
  });

  it('returns 0 without a measured copy', () => {
    expect(advanceMarqueeOffset(-100, 50, { ...motion, copyLength: 0 })).toBe(0);
    expect(advanceMarqueeOffset(Number.NaN, 50, motion)).toBe(0);
  });
});

describe('marqueeCopyCount', () => {
  it('covers the path plus the copy that scrolls off', () => {
    expect(marqueeCopyCount(1000, 300)).toBe(5);
    expect(marqueeCopyCount(900, 300)).toBe(4);
    expect(marqueeCopyCount(100, 300)).toBe(2);
  });

  it('is capped, and one copy before anything is measured', () => {
    expect(marqueeCopyCount(1e6, 1)).toBe(MARQUEE_MAX_COPIES);
    expect(marqueeCopyCount(1000, 0)).toBe(1);
    expect(marqueeCopyCount(0, 300)).toBe(1);
  });
});
