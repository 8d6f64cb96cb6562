import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebounce, RESIZE_DEBOUNCE_MS } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDebounce (spec 001 §9: resize debounce 100 ms for layouts)', () => {
  it('is 100 ms for resizes', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  it('runs once, 100 ms after the last of a burst of calls', () => {
    const run = vi.fn();
    const debounced = createDebounce(run);
    for (let step = 0; step < 5; step++) {
      debounced.call();
      vi.advanceTimersByTime(60);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(39);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for a later burst, and not at all once cancelled', () => {
    const run = vi.fn();
    const debounced = createDebounce(run, 50);
    debounced.call();
    vi.advanceTimersByTime(50);
    debounced.call();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(2);
    debounced.call();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
