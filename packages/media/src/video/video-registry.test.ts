import { describe, expect, it, vi } from 'vitest';
import { createVideoRegistry, getVideoRegistry } from './video-registry';

const player = () => ({ stop: vi.fn() });

describe('createVideoRegistry (spec 001 §4: only one video in the page plays)', () => {
  it('returns the video playing to its overlay when another starts', () => {
    const registry = createVideoRegistry();
    const first = player();
    const second = player();
    registry.play(first);
    expect(registry.playing).toBe(first);
    registry.play(second);
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(second.stop).not.toHaveBeenCalled();
    expect(registry.playing).toBe(second);
    registry.play(first);
    expect(second.stop).toHaveBeenCalledTimes(1);
    expect(first.stop).toHaveBeenCalledTimes(1);
  });

  it('does not stop a video that starts again', () => {
    const registry = createVideoRegistry();
    const only = player();
    registry.play(only);
    registry.play(only);
    expect(only.stop).not.toHaveBeenCalled();
  });

  it('forgets a released video without stopping it, and only if it is the one playing', () => {
    const registry = createVideoRegistry();
    const first = player();
    const second = player();
    registry.play(first);
    registry.release(second);
    expect(registry.playing).toBe(first);
    registry.release(first);
    expect(registry.playing).toBeNull();
    expect(first.stop).not.toHaveBeenCalled();
  });

  it('stops the video playing on demand and tells its listeners', () => {
    const registry = createVideoRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const first = player();
    registry.play(first);
    registry.stop();
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(registry.playing).toBeNull();
    expect(listener.mock.calls).toEqual([[first], [null]]);
    unsubscribe();
    registry.play(first);
    expect(listener).toHaveBeenCalledTimes(2);
    registry.stop();
    registry.stop();
    expect(first.stop).toHaveBeenCalledTimes(2);
  });

  it('shares one page registry, created on first use', () => {
    expect(getVideoRegistry()).toBe(getVideoRegistry());
  });
});
