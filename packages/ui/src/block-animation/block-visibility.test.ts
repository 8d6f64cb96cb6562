import { describe, expect, it } from 'vitest';
import {
  BLOCK_VISIBILITY_THRESHOLDS,
  checkVisibleRatio,
  DEFAULT_VISIBLE_RATIO,
  isSufficientlyVisible,
  observedThresholds,
} from './block-visibility';

const inView = { isIntersecting: true, visibleHeight: 0, viewportHeight: 800 };

describe('block visibility constants', () => {
  it('observes the thresholds 0, 0.1, 0.25, 0.5 and 1 (spec 001 §4)', () => {
    expect(BLOCK_VISIBILITY_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
  });

  it('counts half of a block in view as sufficiently visible by default (spec 001 §9)', () => {
    expect(DEFAULT_VISIBLE_RATIO).toBe(0.5);
  });
});

describe('isSufficientlyVisible', () => {
  it('needs half of the block in view by default', () => {
    expect(isSufficientlyVisible({ ...inView, intersectionRatio: 0.25 }, 0.5)).toBe(false);
    expect(isSufficientlyVisible({ ...inView, intersectionRatio: 0.5 }, 0.5)).toBe(true);
    expect(isSufficientlyVisible({ ...inView, intersectionRatio: 1 }, 0.5)).toBe(true);
  });

  it('takes another ratio, 0 meaning any part in view', () => {
    expect(isSufficientlyVisible({ ...inView, intersectionRatio: 0.1 }, 0.1)).toBe(true);
    expect(isSufficientlyVisible({ ...inView, intersectionRatio: 0 }, 0)).toBe(true);
    expect(
      isSufficientlyVisible({ ...inView, isIntersecting: false, intersectionRatio: 0 }, 0),
    ).toBe(false);
  });

  it('counts a block taller than the viewport once it fills that share of the viewport', () => {
    // A block three viewports tall can show at most a third of itself.
    expect(
      isSufficientlyVisible({ ...inView, intersectionRatio: 0.25, visibleHeight: 600 }, 0.5),
    ).toBe(true);
    expect(
      isSufficientlyVisible({ ...inView, intersectionRatio: 0.1, visibleHeight: 240 }, 0.5),
    ).toBe(false);
  });
});

describe('checkVisibleRatio', () => {
  it('keeps a ratio from 0 to 1 and defaults to 0.5', () => {
    expect(checkVisibleRatio(undefined)).toEqual({ ratio: 0.5 });
    expect(checkVisibleRatio(0)).toEqual({ ratio: 0 });
    expect(checkVisibleRatio(1)).toEqual({ ratio: 1 });
  });

  it('falls back to 0.5 with a warning for bad values', () => {
    expect(checkVisibleRatio(2).ratio).toBe(0.5);
    expect(checkVisibleRatio('0.3').warning).toMatch(/threshold/);
    expect(checkVisibleRatio(Number.NaN).ratio).toBe(0.5);
  });
});

describe('observedThresholds', () => {
  it('adds the block ratio to the spec thresholds, in order', () => {
    expect(observedThresholds(0.5)).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(observedThresholds(0.3)).toEqual([0, 0.1, 0.25, 0.3, 0.5, 1]);
  });
});
