import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, RESIZE_DEBOUNCE_MS } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('defaults to the resize debounce of 100 ms (spec 001 §9), as in LIMITS', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
    expect(RESIZE_DEBOUNCE_MS).toBe(LIMITS.timing.resizeDebounceMs);
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls once with the last arguments after the calls stop', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 50);
    debounced(1);
    vi.advanceTimersByTime(40);
    debounced(2);
    vi.advanceTimersByTime(40);
    debounced(3);
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it('drops the pending call on cancel and runs it at once on flush', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 50);
    debounced('a');
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    debounced('b');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('b');
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('throws a TypeError for a missing function or a bad delay', () => {
    expect(() => debounce(undefined as unknown as () => void)).toThrow(TypeError);
    expect(() => debounce(() => {}, Number.NaN)).toThrow(TypeError);
    expect(() => debounce(() => {}, -1)).toThrow(TypeError);
  });
});
