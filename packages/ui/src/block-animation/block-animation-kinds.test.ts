import { describe, expect, it } from 'vitest';
import {
  BLOCK_ANIMATION_DURATION_S,
  BLOCK_ANIMATION_KEYFRAMES,
  checkBlockAnimationKind,
} from './block-animation-kinds';

describe('block animation kinds', () => {
  it('last 0.3 s (spec 001 §9)', () => {
    expect(BLOCK_ANIMATION_DURATION_S).toBe(0.3);
  });

  it('all end fully shown, in place', () => {
    for (const keyframes of Object.values(BLOCK_ANIMATION_KEYFRAMES)) {
      expect(keyframes.opacity).toEqual([0, 1]);
      expect(keyframes.y?.[1] ?? 0).toBe(0);
      expect(keyframes.scale?.[1] ?? 1).toBe(1);
    }
  });

  it('keeps a known kind and defaults to fade', () => {
    expect(checkBlockAnimationKind('slide-up')).toEqual({ kind: 'slide-up' });
    expect(checkBlockAnimationKind('none')).toEqual({ kind: 'none' });
    expect(checkBlockAnimationKind(undefined)).toEqual({ kind: 'fade' });
  });

  it('falls back to fade with a warning for an unknown kind', () => {
    const { kind, warning } = checkBlockAnimationKind('zoom');
    expect(kind).toBe('fade');
    expect(warning).toMatch(/fade, slide-up, scale, none/);
  });
});
