import { describe, expect, it } from 'vitest';
import { SWIPE_AXIS_LOCK_PX, SWIPE_THRESHOLD_PX, SWIPE_TIME_LIMIT_MS } from './lightbox-constants';
import { createSwipeTracker } from './swipe';

describe('swipe (spec 001 §9)', () => {
  it('threshold 50 px, time limit 250 ms, 10 px fixes the axis', () => {
    expect([SWIPE_THRESHOLD_PX, SWIPE_TIME_LIMIT_MS, SWIPE_AXIS_LOCK_PX]).toEqual([50, 250, 10]);
  });

  it('as a step: leftwards 50 px within 250 ms goes next, rightwards previous', () => {
    const swipe = createSwipeTracker();
    swipe.start(200, 100, 0);
    expect(swipe.end(150, 100, 250)).toBe('next');
    swipe.start(100, 100, 0);
    expect(swipe.end(160, 105, 100)).toBe('previous');
  });

  it('as a direction: left, right, up and down on the axis the first 10 px fixed', () => {
    const swipe = createSwipeTracker();
    swipe.start(200, 100, 0);
    expect(swipe.finish(140, 110, 200)).toBe('left');
    swipe.start(200, 100, 0);
    expect(swipe.finish(260, 90, 200)).toBe('right');
    swipe.start(200, 300, 0);
    expect(swipe.finish(210, 240, 200)).toBe('up');
    swipe.start(200, 100, 0);
    swipe.move(202, 112);
    // Fixed vertical: a later sideways drift does not make it horizontal.
    expect(swipe.finish(300, 160, 240)).toBe('down');
  });

  it('ignores a gesture shorter than 50 px or slower than 250 ms, and a vertical one as a step', () => {
    const swipe = createSwipeTracker();
    swipe.start(200, 100, 0);
    expect(swipe.finish(200, 149, 100)).toBeNull();
    swipe.start(200, 100, 0);
    expect(swipe.finish(200, 200, 251)).toBeNull();
    swipe.start(200, 100, 0);
    expect(swipe.end(200, 200, 100)).toBeNull();
    expect(swipe.finish(0, 0, 0)).toBeNull();
  });

  it('a cancelled gesture (NaN, NaN, Infinity) is no swipe and ends the gesture', () => {
    const swipe = createSwipeTracker();
    swipe.start(100, 100, 0);
    swipe.move(40, 100);
    expect(swipe.active()).toBe(true);
    expect(swipe.finish(Number.NaN, Number.NaN, Number.POSITIVE_INFINITY)).toBeNull();
    expect(swipe.active()).toBe(false);
  });
});
