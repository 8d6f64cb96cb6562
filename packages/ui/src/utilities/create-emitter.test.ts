import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmitter, EMITTER_DEBOUNCE_MS } from './create-emitter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createEmitter', () => {
  it('tells listeners 300 ms after the last emit by default (spec 001 §9), as in LIMITS', () => {
    expect(EMITTER_DEBOUNCE_MS).toBe(300);
    expect(EMITTER_DEBOUNCE_MS).toBe(LIMITS.timing.emitterDebounceMs);
    const emitter = createEmitter<number>();
    const listener = vi.fn();
    emitter.on(listener);
    emitter.emit(1);
    vi.advanceTimersByTime(200);
    emitter.emit(2);
    vi.advanceTimersByTime(299);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(2);
  });

  it('takes another debounce time', () => {
    const emitter = createEmitter<string>({ debounceMs: 100 });
    const listener = vi.fn();
    emitter.on(listener);
    emitter.emit('x');
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledWith('x');
  });

  it('stops telling a removed listener, and flushes or clears on demand', () => {
    const emitter = createEmitter<string>();
    const kept = vi.fn();
    const removed = vi.fn();
    emitter.on(kept);
    const off = emitter.on(removed);
    off();
    emitter.emit('now');
    emitter.flush();
    expect(kept).toHaveBeenCalledWith('now');
    expect(removed).not.toHaveBeenCalled();
    emitter.emit('later');
    emitter.clear();
    vi.advanceTimersByTime(1000);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('keeps telling the other listeners when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const emitter = createEmitter<number>();
    const after = vi.fn();
    emitter.on(() => {
      throw new Error('boom');
    });
    emitter.on(after);
    emitter.emit(7);
    vi.advanceTimersByTime(300);
    expect(after).toHaveBeenCalledWith(7);
    expect(error).toHaveBeenCalledOnce();
  });

  it('throws a TypeError for a listener that is not a function', () => {
    expect(() => createEmitter().on('nope' as unknown as () => void)).toThrow(TypeError);
  });
});
