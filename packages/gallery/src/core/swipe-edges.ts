import type { SwipeBoundary } from '@vitrine/core-data/enums';

/** Swipe boundaries of a strip or carousel, [start, end] (spec 001 §5). */
export type SwipeBoundaries = readonly [SwipeBoundary, SwipeBoundary];

/** Where a step lands once the boundaries apply, and the edge that springs back, if any. */
export interface EdgeStep {
  readonly index: number;
  readonly bounce?: 'start' | 'end';
}

/**
 * A step from `current` to `target` (one slide, or one carousel group) within 0…`last`
 * (spec 001 §5 swipe boundaries). Past an edge: `none` (no boundary) wraps to the other end,
 * `inertial` stays and springs back (`bounce`), `hard` stays.
 */
export function edgeStep(
  current: number,
  target: number,
  last: number,
  boundaries: SwipeBoundaries,
): EdgeStep {
  if (target >= 0 && target <= last) return { index: target };
  const end = target > last;
  const boundary = boundaries[end ? 1 : 0];
  if (boundary === 'none') return { index: end ? 0 : last };
  return {
    index: current,
    bounce: boundary === 'inertial' ? (end ? 'end' : 'start') : undefined,
  };
}

/**
 * The strip's translation in px for a snap point (spec 001 §5): the active slide's start sits
 * at `percent` % of the viewport's width (0 = its left edge).
 */
export const snapOffset = (slideStart: number, viewportWidth: number, percent: number): number =>
  (viewportWidth * percent) / 100 - slideStart;
