/** The visitor asked for less motion: the marker is not dropped. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor prefers reduced motion, read at call time (false without a window). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY).matches
    : false;
}

/** Opens the external maps page in a new window, without giving it this page (spec 001 §2). */
export function openMapsPage(url: string): void {
  window.open(url, '_blank', 'noopener');
}
