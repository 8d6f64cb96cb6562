import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOut, TWEEN_DEFAULT_DURATION_MS, tween } from './tween';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const linear = (t: number) => t;

describe('tween (spec 001 §5, §9)', () => {
  it('lasts 300 ms by default, as in LIMITS', () => {
    expect(TWEEN_DEFAULT_DURATION_MS).toBe(300);
    expect(TWEEN_DEFAULT_DURATION_MS).toBe(LIMITS.animation.tweenDurationMs);
    const onUpdate = vi.fn();
    const onComplete = vi.fn();
    tween({ from: 0, to: 100, easing: linear, onUpdate, onComplete });
    vi.advanceTimersByTime(150);
    const [value] = onUpdate.mock.lastCall ?? [];
    expect(value).toBeGreaterThan(40);
    expect(value).toBeLessThan(60);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onUpdate).toHaveBeenLastCalledWith(100, 1);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('eases in and out by default', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.25)).toBeCloseTo(0.125);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(0.75)).toBeCloseTo(0.875);
    expect(easeInOut(1)).toBe(1);
  });

  it('ends exactly on the target value with any easing', () => {
    const onUpdate = vi.fn();
    tween({ from: 10, to: 20, duration: 100, easing: () => 0.999, onUpdate });
    vi.advanceTimersByTime(200);
    expect(onUpdate).toHaveBeenLastCalledWith(20, 1);
  });

  it('stops updating once cancelled', () => {
    const onUpdate = vi.fn();
    const onComplete = vi.fn();
    const cancel = tween({ duration: 100, onUpdate, onComplete });
    vi.advanceTimersByTime(40);
    const calls = onUpdate.mock.calls.length;
    cancel();
    vi.advanceTimersByTime(200);
    expect(onUpdate).toHaveBeenCalledTimes(calls);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('jumps to the end on the first frame with a duration of 0', () => {
    const onUpdate = vi.fn();
    tween({ from: 0, to: 5, duration: 0, onUpdate });
    vi.advanceTimersByTime(16);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith(5, 1);
  });

  it('requires an onUpdate function (TypeError)', () => {
    expect(() => tween({} as never)).toThrow(TypeError);
    expect(() => tween({ onUpdate: 'x' as never })).toThrow(TypeError);
  });

  it('requires a finite-number duration (TypeError)', () => {
    const onUpdate = () => {};
    expect(() => tween({ onUpdate, duration: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => tween({ onUpdate, duration: Number.NaN })).toThrow(TypeError);
    expect(() => tween({ onUpdate, duration: '300' as never })).toThrow(TypeError);
    expect(() => tween({ onUpdate, duration: -1 })).toThrow(TypeError);
  });
});
