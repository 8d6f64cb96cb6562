'use client';
import { useState } from 'react';
import { edgeStep, type SwipeBoundaries } from '../core/swipe-edges';
import type { SlideshowProps } from './gallery-props';
import { type Slideshow, useSlideshow } from './use-slideshow';

/** Where a step starts from and how many slides it moves, for the current index. */
export type Stride = (currentIndex: number) => { readonly from: number; readonly by: number };

export interface EdgeSlideshow extends Slideshow {
  /** Steps by the stride; past an edge the swipe boundaries apply. */
  readonly step: (direction: 'next' | 'previous') => void;
  /** The edge that bounces (`inertial` boundary), as `data-bounce`, until its animation ends. */
  readonly bounce: 'start' | 'end' | undefined;
  readonly endBounce: () => void;
}

/**
 * Provides the slideshow of the layouts that slide a track (strip, carousel): the steps of a
 * swipe and of the controls go by the layout's stride, and a step past an edge follows the
 * swipe boundaries (spec 001 §5: `hard` stays, `inertial` bounces, `none` wraps).
 */
export function useEdgeSlideshow(
  props: SlideshowProps,
  stride: Stride,
  boundaries: SwipeBoundaries,
): EdgeSlideshow {
  const [bounce, setBounce] = useState<'start' | 'end'>();
  const step = (direction: 'next' | 'previous') => {
    const { from, by } = stride(slideshow.snapshot.currentIndex);
    const target = from + (direction === 'next' ? by : -by);
    const to = edgeStep(from, target, props.slides.length - 1, boundaries);
    setBounce(to.bounce);
    slideshow.state.goTo(to.index);
  };
  const slideshow = useSlideshow(props, step);
  return { ...slideshow, step, bounce, endBounce: () => setBounce(undefined) };
}
