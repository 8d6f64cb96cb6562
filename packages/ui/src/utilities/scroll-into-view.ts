import { tween } from './tween';

/** The element lands 30 px below the top of the viewport (spec 001 section 9). */
export const SCROLL_INTO_VIEW_OFFSET_PX = 30;
/** A scroll animation never lasts less than 50 ms (spec 001 section 9). */
export const SCROLL_DURATION_MIN_MS = 50;
/**
 * Nor more than 300 ms: spec 001 section 9 names bounds "50 ms min and max" with one number;
 * we read 50 ms as the minimum and take the tween default of 300 ms as the maximum.
 */
export const SCROLL_DURATION_MAX_MS = 300;
/** Without a requested duration, a scroll takes 1 ms per 2 px, within the bounds. */
const MS_PER_PX = 0.5;

/**
 * How long scrolling `distancePx` takes: the requested duration, or 1 ms per 2 px without
 * one, kept within 50 and 300 ms (spec 001 section 9).
 */
export function scrollDuration(distancePx: number, requestedMs?: number): number {
  const wanted =
    requestedMs !== undefined && Number.isFinite(requestedMs)
      ? requestedMs
      : Math.abs(Number.isFinite(distancePx) ? distancePx : 0) * MS_PER_PX;
  return Math.min(Math.max(wanted, SCROLL_DURATION_MIN_MS), SCROLL_DURATION_MAX_MS);
}

/** Where the page must scroll so that an element at `elementTop` sits `offset` px below the top. */
export function scrollTarget(
  elementTop: number,
  scrollY: number,
  offset: number,
  maxScroll: number,
): number {
  return Math.min(Math.max(scrollY + elementTop - offset, 0), Math.max(maxScroll, 0));
}

export interface ScrollIntoViewOptions {
  /** Space left above the element; 30 px by default. */
  readonly offset?: number;
  /** Wanted length of the scroll, kept within 50 and 300 ms; by distance when left out. */
  readonly duration?: number;
}

/**
 * Scrolls the page so that `element` sits `offset` px (30 by default) below the top of the
 * viewport, with a tween within the scroll duration bounds (spec 001 section 9), or at once
 * when the visitor prefers reduced motion. Returns a function that stops the scroll.
 */
export function scrollIntoView(element: Element, options: ScrollIntoViewOptions = {}): () => void {
  const { offset = SCROLL_INTO_VIEW_OFFSET_PX, duration } = options;
  const view = element?.ownerDocument?.defaultView;
  if (!view) throw new TypeError('scrollIntoView needs an element in a document');
  const root = element.ownerDocument.documentElement;
  const from = view.scrollY;
  const to = scrollTarget(
    element.getBoundingClientRect().top,
    from,
    Number.isFinite(offset) ? offset : SCROLL_INTO_VIEW_OFFSET_PX,
    root.scrollHeight - view.innerHeight,
  );
  const instant = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (instant || to === from) {
    view.scrollTo(view.scrollX, to);
    return () => {};
  }
  return tween({
    from,
    to,
    duration: scrollDuration(to - from, duration),
    onUpdate: (y) => view.scrollTo(view.scrollX, y),
  });
}
