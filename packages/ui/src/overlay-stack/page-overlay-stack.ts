import {
  createOverlayStack,
  type OverlayEntry,
  type OverlayRegistration,
  type OverlayStack,
} from './overlay-stack';

const PAGE_STACK = Symbol.for('@vitrine/ui/overlay-stack');

/**
 * The page's one overlay stack, shared by dialogs, the lightbox, the popup overlay and the
 * system error panel. Kept on `globalThis` under a registered symbol so that islands bundled
 * separately still share it; created on first use, never at import time.
 */
function pageOverlays(): OverlayStack {
  const holder = globalThis as { [PAGE_STACK]?: OverlayStack };
  holder[PAGE_STACK] ??= createOverlayStack();
  return holder[PAGE_STACK];
}

/** Registers an open overlay on the page's stack; unregister it once it is closed. */
export function registerOverlay(entry: OverlayEntry): OverlayRegistration {
  return pageOverlays().register(entry);
}

/**
 * Closes the newest open overlay of the page and only that one (spec 000 §4 "Escape key"
 * step 1). Returns false when none is open, so the Escape handler goes on with steps 2 to 4.
 */
export function closeNewestOverlay(): boolean {
  return pageOverlays().closeNewest();
}

/** Whether any overlay of the page is open. */
export function isAnyOverlayOpen(): boolean {
  return pageOverlays().isAnyOpen();
}
