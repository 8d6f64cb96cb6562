'use client';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { useDebouncedResize } from '../shared/use-debounced-resize';

/**
 * Provides the element's width in px, measured before the first paint and again after each
 * resize (debounced, spec 001 §9); infinite until measured, as on the server.
 */
export function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  const measure = () => {
    if (element.current) setWidth(element.current.clientWidth);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once on mount; resizes follow through useDebouncedResize
  useLayoutEffect(measure, []);
  useDebouncedResize(measure, element);
  return width;
}
