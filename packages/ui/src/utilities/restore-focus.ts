/** The page's main landmark: where focus goes when the element to return to is gone. */
const MAIN_LANDMARK = 'main, [role="main"]';

export interface RestoreFocusOptions {
  /**
   * The element closing (a dialog, an overlay): the focus is moved only when it is lost, that is
   * on the body, nowhere, or still inside this element. Without it the focus is always moved.
   */
  readonly from?: Element | null;
  /** Default: the document of `from`, else of the element to return to, else `document`. */
  readonly document?: Document;
}

/**
 * Moves the focus to the page's main landmark (`<main>` or `[role="main"]`), giving it
 * `tabindex="-1"` first when it is not focusable, without scrolling. Answers the element
 * focused, or null when the page has no main landmark.
 */
export function focusMainLandmark(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>(MAIN_LANDMARK);
  if (!main) return null;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
  return doc.activeElement === main ? main : null;
}

/**
 * Gives the focus back after a dialog, an overlay or a bar closes: to `previous` (the element
 * that had it before it opened) when it is still in the page and takes focus, otherwise to the
 * main landmark (see {@link focusMainLandmark}); never to the body. Answers the element it
 * focused, or null when it left the focus where it was (not lost, or nowhere to go).
 */
export function restoreFocus(
  previous: Element | null | undefined,
  options: RestoreFocusOptions = {},
): Element | null {
  const { from } = options;
  const doc = options.document ?? from?.ownerDocument ?? previous?.ownerDocument ?? document;
  if (from) {
    const active = doc.activeElement;
    if (active && active !== doc.body && !from.contains(active)) return null;
  }
  if (
    previous?.isConnected &&
    previous !== doc.body &&
    previous !== doc.documentElement &&
    typeof (previous as HTMLElement).focus === 'function'
  ) {
    (previous as HTMLElement).focus();
    // The browser is the judge of focusability (disabled, inert, hidden, no tabindex…).
    if (doc.activeElement === previous) return previous;
  }
  return focusMainLandmark(doc);
}
