'use client';
import type { StripAlignment } from '@vitrine/core-data/enums';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { stripOffset } from '../core/layout-geometry';
import { snapOffset } from '../core/swipe-edges';
import { slideElement } from '../shared/gallery.dom';
import { useDebouncedResize } from '../shared/use-debounced-resize';

/**
 * Provides where the strip's track sits, in px, so the current slide is at the alignment's place
 * or the snap point (spec 001 §4, §5), measured again after each resize. The slides' boxes are
 * reserved from their dimensions, so the first measure is already right (the track never jumps
 * once the images arrive).
 */
export function useStripOffset(
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  currentIndex: number,
  alignment: StripAlignment,
  snap: number | 'none',
): number {
  const [offset, setOffset] = useState(0);
  const measure = () => {
    const slide = slideElement(track.current, currentIndex);
    const width = viewport.current?.clientWidth ?? 0;
    if (slide) {
      setOffset(
        snap === 'none'
          ? stripOffset(slide.offsetLeft, slide.offsetWidth, width, alignment)
          : snapOffset(slide.offsetLeft, width, snap),
      );
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures the refs' elements again when the current slide or the placement changes
  useLayoutEffect(measure, [currentIndex, alignment, snap]);
  useDebouncedResize(measure, viewport, track);
  return offset;
}
