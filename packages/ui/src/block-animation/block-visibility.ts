import { INTERSECTION_RATIO, VISIBILITY_THRESHOLDS } from '@vitrine/core-data/limits';

/** Visibility is checked at these intersection ratios (spec 001 section 4). */
export const BLOCK_VISIBILITY_THRESHOLDS: readonly number[] = VISIBILITY_THRESHOLDS;
/** A block is sufficiently visible from half of it in view (spec 001 section 9). */
export const DEFAULT_VISIBLE_RATIO: number = INTERSECTION_RATIO;

/** The threshold to use from block data: a number from 0 to 1, else 0.5 with a warning. */
export function checkVisibleRatio(value: unknown): { ratio: number; warning?: string } {
  if (value === undefined) return { ratio: DEFAULT_VISIBLE_RATIO };
  if (typeof value === 'number' && value >= 0 && value <= 1) return { ratio: value };
  return {
    ratio: DEFAULT_VISIBLE_RATIO,
    warning: `threshold must be a number from 0 to 1; using ${DEFAULT_VISIBLE_RATIO}`,
  };
}

/** The ratios to observe: the spec's thresholds plus the block's own, in order. */
export function observedThresholds(ratio: number): number[] {
  return [...new Set([...BLOCK_VISIBILITY_THRESHOLDS, ratio])].sort((a, b) => a - b);
}

/** What an intersection observer says about a block, reduced to what the rule needs. */
export interface BlockIntersection {
  readonly isIntersecting: boolean;
  /** Share of the block in view, 0 to 1. */
  readonly intersectionRatio: number;
  /** Height of the part in view, in CSS pixels. */
  readonly visibleHeight: number;
  /** Height of the viewport, in CSS pixels. */
  readonly viewportHeight: number;
}

/**
 * Whether a block is sufficiently visible to animate (spec 001 sections 4 and 9): in view,
 * with at least `ratio` of it showing, or, for a block too tall to ever show that share of
 * itself, filling at least `ratio` of the viewport. Ratio 0 means any part in view.
 */
export function isSufficientlyVisible(entry: BlockIntersection, ratio: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= ratio) return true;
  return entry.viewportHeight > 0 && entry.visibleHeight >= ratio * entry.viewportHeight;
}
