import { describe, expect, it, vi } from 'vitest';
import {
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
  subscribeReducedMotion,
} from './reduced-motion';

describe('reduced motion on the server', () => {
  it('asks the prefers-reduced-motion media query', () => {
    expect(REDUCED_MOTION_QUERY).toBe('(prefers-reduced-motion: reduce)');
  });

  it('answers no, and never calls back, without a window', () => {
    expect(prefersReducedMotion()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribeReducedMotion(listener);
    expect(() => unsubscribe()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
