import { describe, expect, it } from 'vitest';
import {
  SCROLL_TRANSITION_MS,
  SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_LIMIT_MS,
} from './gallery-constants';
import { createSwipeTracker, stackedSwipeDuration } from './swipe';

describe('swipe (spec 001 §9)', () => {
  it('threshold 50 px, time limit 250 ms, 10 px fixes the axis, scroll 0.4 s', () => {
    expect([
      SWIPE_THRESHOLD_PX,
      SWIPE_TIME_LIMIT_MS,
      SWIPE_AXIS_LOCK_PX,
      SCROLL_TRANSITION_MS,
    ]).toEqual([50, 250, 10, 400]);
  });

  it('a leftward swipe of 50 px within 250 ms goes next; rightward goes previous', () => {
    const swipe = createSwipeTracker();
    swipe.start(200, 100, 0);
    expect(swipe.end(150, 100, 250)).toBe('next');
    swipe.start(100, 100, 0);
    expect(swipe.end(160, 105, 100)).toBe('previous');
  });

  it('ignores a swipe shorter than 50 px or slower than 250 ms', () => {
    const swipe = createSwipeTracker();
    swipe.start(200, 100, 0);
    expect(swipe.end(151, 100, 100)).toBeNull();
    swipe.start(200, 100, 0);
    expect(swipe.end(100, 100, 251)).toBeNull();
  });

  it('fixes the axis after 10 px: a vertical start stays vertical', () => {
    const swipe = createSwipeTracker();
    swipe.start(100, 100, 0);
    expect(swipe.move(102, 109)).toEqual({ axis: null, dx: 0 });
    expect(swipe.move(103, 110)).toEqual({ axis: 'y', dx: 0 });
    expect(swipe.end(30, 112, 100)).toBeNull();
    swipe.start(100, 100, 0);
    expect(swipe.move(90, 100)).toEqual({ axis: 'x', dx: -10 });
    expect(swipe.active()).toBe(true);
    expect(swipe.end(40, 160, 100)).toBe('next');
    expect(swipe.active()).toBe(false);
  });

  it('stacked swipe lasts 0.2–0.4 s under 767 px, else 0.3–0.5 s', () => {
    expect(stackedSwipeDuration(766, 0)).toBe(200);
    expect(stackedSwipeDuration(766, 1)).toBe(400);
    expect(stackedSwipeDuration(767, 0)).toBe(300);
    expect(stackedSwipeDuration(1200, 1)).toBe(500);
    expect(stackedSwipeDuration(1200, 0.5)).toBe(400);
    expect(stackedSwipeDuration(1200, 5)).toBe(500);
  });
});
