/** Every DOM access of the dialogs in one place (showing, hiding, the overlay, focus). */
import { restoreFocus } from '../utilities/restore-focus';

/** Shows a `<dialog>` in the top layer (modal: focus moves in and is contained) or inline. */
export function showDialogElement(dialog: HTMLDialogElement, modal: boolean): void {
  if (dialog.open) return;
  if (modal) dialog.showModal();
  else dialog.show();
}

/**
 * Closes a `<dialog>` and, when the browser left the focus nowhere (on the body, or in the
 * dialog), gives it back to the element that opened it if it is still in the page and takes
 * focus, else to the page's main landmark, never to the body (`restoreFocus`).
 */
export function closeDialogElement(dialog: HTMLDialogElement, opener: Element | null): void {
  if (dialog.open) dialog.close();
  restoreFocus(opener, { from: dialog });
}

/** The element that has the focus, to give it back when the dialog hides. */
export function focusedElement(dialog: HTMLDialogElement): Element | null {
  return dialog.ownerDocument.activeElement;
}

/**
 * Whether a pointer event on the dialog fell on its overlay (the `::backdrop`): its target is
 * the dialog itself and the point is outside the dialog's box.
 */
export function isOverlayPointer(
  dialog: HTMLDialogElement,
  event: { target: EventTarget | null; clientX: number; clientY: number },
): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * Calls `done` once the element's hide animation is over: at once when nothing animates it,
 * when its transitions and animations end, and after `fallbackMs` at most even if no
 * transitionend or animationend event arrives (spec 001 §9 "hide fallback 600 ms").
 * Returns a function that cancels the wait.
 */
export function waitForHideAnimation(
  element: HTMLElement,
  fallbackMs: number,
  done: () => void,
): () => void {
  let waiting = true;
  const running = () =>
    typeof element.getAnimations === 'function' &&
    element.getAnimations().some((animation) => animation.playState === 'running');
  const stop = () => {
    waiting = false;
    clearTimeout(timer);
    for (const type of END_EVENTS) element.removeEventListener(type, onEnd);
  };
  const finish = () => {
    if (!waiting) return;
    stop();
    done();
  };
  const onEnd = (event: Event) => {
    if (event.target === element && !running()) finish();
  };
  const timer = setTimeout(finish, fallbackMs);
  for (const type of END_EVENTS) element.addEventListener(type, onEnd);
  if (typeof element.getAnimations === 'function' && !running()) finish();
  return stop;
}

const END_EVENTS = ['transitionend', 'transitioncancel', 'animationend', 'animationcancel'];
