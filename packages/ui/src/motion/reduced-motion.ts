/** The media query of visitors who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionList(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : undefined;
}

/** Whether the visitor prefers reduced motion right now (false on the server). */
export function prefersReducedMotion(): boolean {
  return reducedMotionList()?.matches ?? false;
}

/** Calls `listener` whenever the reduced-motion preference changes; returns the unsubscribe. */
export function subscribeReducedMotion(listener: () => void): () => void {
  const list = reducedMotionList();
  if (!list || typeof list.addEventListener !== 'function') return () => {};
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}
