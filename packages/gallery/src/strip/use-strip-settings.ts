'use client';
import type { StripAlignment, SwipeBoundary } from '@vitrine/core-data/enums';
import { useState } from 'react';
import { checkSnapPoint, checkStripAlignment, checkSwipeBoundaries } from '../core/validation';

export interface StripSettings {
  readonly alignment: StripAlignment;
  readonly boundaries: readonly [SwipeBoundary, SwipeBoundary];
  readonly snap: number | 'none';
}

/**
 * Provides the strip's alignment, swipe boundaries and snap point read from its props (spec 001
 * §4, §5): a value the spec does not name falls back to its default, with one warning per
 * gallery, not one per render.
 */
export function useStripSettings(props: {
  readonly alignment?: unknown;
  readonly swipeBoundaries?: unknown;
  readonly snapPoint?: unknown;
}): StripSettings {
  const alignment = checkStripAlignment(props.alignment);
  const boundaries = checkSwipeBoundaries(props.swipeBoundaries);
  const snap = checkSnapPoint(props.snapPoint ?? 'none');
  const [warned, setWarned] = useState(false);
  if (!warned) {
    for (const check of [alignment, boundaries, snap]) {
      if (!check.ok) {
        console.warn(check.error);
        setWarned(true);
      }
    }
  }
  return { alignment: alignment.value, boundaries: boundaries.value, snap: snap.value };
}
