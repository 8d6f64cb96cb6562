'use client';
import { type RefObject, useEffect, useRef } from 'react';
import { createDebounce, RESIZE_DEBOUNCE_MS } from '../core/debounce';

/**
 * Provides the resize measuring every measuring layout shares (spec 001 §9: resize debounce
 * 100 ms): `onResize` runs once the observed elements have stopped changing size for `delay` ms.
 * The layout measures once itself on mount; this hook only follows later changes.
 */
export function useDebouncedResize(
  onResize: () => void,
  first: RefObject<Element | null>,
  second?: RefObject<Element | null>,
  delay: number = RESIZE_DEBOUNCE_MS,
): void {
  const latest = useRef(onResize);
  latest.current = onResize;
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const debounced = createDebounce(() => latest.current(), delay);
    const observer = new ResizeObserver(() => debounced.call());
    for (const target of [first.current, second?.current]) if (target) observer.observe(target);
    return () => {
      observer.disconnect();
      debounced.cancel();
    };
  }, [first, second, delay]);
}
