'use client';
import { type RefObject, useEffect, useState } from 'react';

/** The attribute a slide far from the view carries while it renders as a light box. */
export const FAR_ATTRIBUTE = 'data-far';

export interface NearSlidesOptions {
  /**
   * The slides near the view on the first render, the same on the server and on the client (so
   * hydration matches): the layout knows them from its starting index or group. Read once.
   */
  readonly initiallyNear: (index: number) => boolean;
  /**
   * What "the view" is: the layout's own clipping viewport (`viewport`, for the sliding
   * layouts) or the page (`null`, for the layouts that show every slide at once).
   */
  readonly viewport: RefObject<Element | null> | null;
  /** How far around the view a slide counts as near (an IntersectionObserver root margin). */
  readonly margin: string;
}

/**
 * Provides which slides render their media: mounting stays proportional to what is on screen,
 * not to the slide count. Slides far from the view render as light boxes (the same size, the
 * placeholder tint) and become near once they come within `margin` of the view; a slide that
 * became near stays near. The far slides are found under `container` by {@link FAR_ATTRIBUTE}
 * and their `data-index`. Without IntersectionObserver every slide is near at once.
 */
export function useNearSlides(
  container: RefObject<Element | null>,
  slideCount: number,
  { initiallyNear, viewport, margin }: NearSlidesOptions,
): (index: number) => boolean {
  // The first render's answer holds for good: a slide near at the start stays near.
  const [initial] = useState(() => initiallyNear);
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set());
  const [everything, setEverything] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide count means new far slides to observe
  useEffect(() => {
    if (everything || !container.current) return;
    if (typeof IntersectionObserver !== 'function') {
      setEverything(true);
      return;
    }
    const far = container.current.querySelectorAll(`[${FAR_ATTRIBUTE}]`);
    if (far.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const indexes = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => Number(entry.target.getAttribute('data-index')));
        if (indexes.length === 0) return;
        for (const entry of entries) if (entry.isIntersecting) observer.unobserve(entry.target);
        setReached((previous) => new Set([...previous, ...indexes]));
      },
      { root: viewport?.current ?? null, rootMargin: margin },
    );
    for (const element of far) observer.observe(element);
    return () => observer.disconnect();
  }, [container, viewport, margin, everything, slideCount]);
  return (index) => everything || initial(index) || reached.has(index);
}
