const TEXT_CONTROLS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * How long the visitor must have been still (no click, tap, key or focus move) before something
 * opens on its own over the page, in ms: long enough that the click aimed at the page a moment
 * after answering the cookie banner does not land on it.
 */
export const AT_REST_AFTER_MS = 2000;

/** What the visitor does: each one starts the wait again. */
const VISITOR_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'focusout'] as const;

/**
 * Whether the focus is where the visitor fills something in: inside a form (a field, its
 * choices, its send button), or in a text control outside one.
 */
export function isFillingIn(focused: Element | null): boolean {
  if (!focused || focused === focused.ownerDocument.body) return false;
  return focused.closest('form') !== null || focused.matches(TEXT_CONTROLS);
}

/**
 * Calls `ready` once the visitor is at rest: still for `quietMs` (see {@link AT_REST_AFTER_MS}),
 * not filling something in ({@link isFillingIn}) and not in another overlay (`busy`: a dialog
 * or the lightbox open). Otherwise it waits for the focus to move (leaving the form, the dialog
 * closing), then for the quiet time again. A switch to another tab or app leaves the focus where
 * it was, so it does not end the filling in. Returns the cleanup.
 */
export function whenVisitorAtRest(
  document: Document,
  ready: () => void,
  quietMs: number = AT_REST_AFTER_MS,
  busy: () => boolean = () => false,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of VISITOR_EVENTS) document.removeEventListener(type, wait, true);
  };
  const check = () => {
    // The focus leaving the form, or coming back from the dialog, starts the wait again.
    if (isFillingIn(document.activeElement) || busy()) return;
    stop();
    ready();
  };
  function wait() {
    clearTimeout(timer);
    timer = setTimeout(check, quietMs);
  }
  for (const type of VISITOR_EVENTS) document.addEventListener(type, wait, true);
  wait();
  return stop;
}
