/** Every page and element access of the lightbox, in one place. */

/** The element that has focus, to give it back on closing (the opener). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Locks the page's scroll, and its overscroll, so an edge swipe is no browser Back. Returns the
 * undo, which puts back what the page had.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement.style;
  const previous = { overflow: root.overflow, overscrollBehavior: root.overscrollBehavior };
  root.overflow = 'hidden';
  root.overscrollBehavior = 'none';
  return () => {
    root.overflow = previous.overflow;
    root.overscrollBehavior = previous.overscrollBehavior;
  };
}

/** Where a click landed on the item's media: its x from the media's left edge, and the width. */
export function clickOnMedia(target: HTMLElement, clientX: number): { x: number; width: number } {
  const box = target.getBoundingClientRect();
  return { x: clientX - box.left, width: box.width };
}

/** Whether the element is the item's media (a click there steps) or the stage around it (closes). */
export const isMedia = (element: HTMLElement) => element.dataset.lightboxMedia !== undefined;
export const isStage = (element: HTMLElement) => element.dataset.lightboxStage !== undefined;
