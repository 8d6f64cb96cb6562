/**
 * The entrance animations a block can have: fade in, slide up while fading in, grow while
 * fading in, or none.
 */
export type BlockAnimationKind = 'fade' | 'slide-up' | 'scale' | 'none';

export const BLOCK_ANIMATION_KINDS: readonly BlockAnimationKind[] = [
  'fade',
  'slide-up',
  'scale',
  'none',
];

/** Block animations last 0.3 s (spec 001 section 9, animation duration). */
export const BLOCK_ANIMATION_DURATION_S = 0.3;

/** Keyframes of each kind, from hidden to shown; `none` has none. */
export type BlockKeyframes = {
  readonly opacity: [number, number];
  readonly y?: [number, number];
  readonly scale?: [number, number];
};

export const BLOCK_ANIMATION_KEYFRAMES: Readonly<
  Record<Exclude<BlockAnimationKind, 'none'>, BlockKeyframes>
> = {
  fade: { opacity: [0, 1] },
  'slide-up': { opacity: [0, 1], y: [24, 0] },
  scale: { opacity: [0, 1], scale: [0.94, 1] },
};

/** The kind to use from block data: one of the four, else fade with a warning. */
export function checkBlockAnimationKind(value: unknown): {
  kind: BlockAnimationKind;
  warning?: string;
} {
  if (value === undefined) return { kind: 'fade' };
  if (BLOCK_ANIMATION_KINDS.includes(value as BlockAnimationKind))
    return { kind: value as BlockAnimationKind };
  return {
    kind: 'fade',
    warning: `kind must be one of ${BLOCK_ANIMATION_KINDS.join(', ')}; using fade`,
  };
}
