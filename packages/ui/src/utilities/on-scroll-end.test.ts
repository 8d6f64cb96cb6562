import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScrollEnd, SCROLL_END_MS } from './on-scroll-end';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('onScrollEnd', () => {
  it('calls back 300 ms after the last scroll event (spec 001 §9), as in LIMITS', () => {
    expect(SCROLL_END_MS).toBe(300);
    expect(SCROLL_END_MS).toBe(LIMITS.timing.scrollEndMs);
    const target = new EventTarget();
    const callback = vi.fn();
    onScrollEnd(target, callback);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(250);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(299);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops listening and drops a pending call when unsubscribed', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    const unsubscribe = onScrollEnd(target, callback);
    target.dispatchEvent(new Event('scroll'));
    unsubscribe();
    vi.advanceTimersByTime(300);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(300);
    expect(callback).not.toHaveBeenCalled();
  });

  it('throws a TypeError without a callback', () => {
    expect(() => onScrollEnd(new EventTarget(), null as unknown as () => void)).toThrow(TypeError);
  });
});
