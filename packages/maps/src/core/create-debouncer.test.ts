import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './create-debouncer';
import { MAP_UPDATE_DEBOUNCE_MS } from './map-constants';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDebouncer with the map update debounce (spec 001 §9: 60 ms)', () => {
  it('runs once, 60 ms after the last call, with the last arguments', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(MAP_UPDATE_DEBOUNCE_MS, run);
    debouncer.call(1);
    vi.advanceTimersByTime(59);
    debouncer.call(2);
    vi.advanceTimersByTime(59);
    debouncer.call(3);
    expect(debouncer.pending()).toBe(true);
    vi.advanceTimersByTime(59);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(3);
    expect(debouncer.pending()).toBe(false);
  });

  it('flush runs the waiting call at once; cancel drops it', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(60, run);
    debouncer.call('a');
    debouncer.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('a');
    debouncer.flush();
    expect(run).toHaveBeenCalledOnce();
    debouncer.call('b');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });
});
