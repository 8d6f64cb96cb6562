import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClock, RELATIVE_TIME_REFRESH_MS } from './relative-time-clock';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createClock', () => {
  it('refreshes every 5000 ms (spec 001 §4)', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    const clock = createClock();
    const listener = vi.fn();
    clock.subscribe(listener);
    expect(clock.getSnapshot()).toBe(1_000_000);
    vi.advanceTimersByTime(4999);
    expect(listener).not.toHaveBeenCalled();
    expect(clock.getSnapshot()).toBe(1_000_000);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(clock.getSnapshot()).toBe(1_005_000);
  });

  it('shares one interval between all its listeners', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clock = createClock();
    const first = vi.fn();
    const second = vi.fn();
    clock.subscribe(first);
    clock.subscribe(second);
    expect(setInterval).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops ticking without listeners, and reads a fresh time after a tick without them', () => {
    const clock = createClock();
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(4000);
    expect(clock.getSnapshot()).toBe(1_000_000);
    vi.advanceTimersByTime(1000);
    expect(clock.getSnapshot()).toBe(1_005_000);
    expect(listener).not.toHaveBeenCalled();
  });
});
