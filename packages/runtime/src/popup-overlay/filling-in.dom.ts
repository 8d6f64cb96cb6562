const TEXT_CONTROLS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether the focus is where the visitor fills something in: inside a form (a field, its
 * choices, its send button), or in a text control outside one.
 */
export function isFillingIn(focused: Element | null): boolean {
  if (!focused || focused === focused.ownerDocument.body) return false;
  return focused.closest('form') !== null || focused.matches(TEXT_CONTROLS);
}

/**
 * Calls `ready` once the visitor is not filling something in (see {@link isFillingIn}): at once
 * when the focus is elsewhere, else when it leaves the form or the field. A switch to another tab
 * or app leaves the focus where it was, so it does not count. Returns the cleanup.
 */
export function whenNotFillingIn(document: Document, ready: () => void): () => void {
  if (!isFillingIn(document.activeElement)) {
    ready();
    return () => {};
  }
  let check: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(check);
    document.removeEventListener('focusin', onFocusMove);
    document.removeEventListener('focusout', onFocusMove);
  };
  // Read once the focus has landed (during focusout it is on the body for a moment).
  function onFocusMove() {
    clearTimeout(check);
    check = setTimeout(() => {
      if (isFillingIn(document.activeElement)) return;
      stop();
      ready();
    }, 0);
  }
  document.addEventListener('focusin', onFocusMove);
  document.addEventListener('focusout', onFocusMove);
  return stop;
}
