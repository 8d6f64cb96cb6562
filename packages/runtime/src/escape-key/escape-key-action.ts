/** What the Escape key does, spec 000 §4 "Escape key". */
export type EscapeKeyAction =
  | 'ignore'
  | 'close-overlay'
  | 'go-to-config'
  | 'go-to-login'
  | 'logout';

/** The actions of steps 2–4: each one leaves the page (asked first over unsent input). */
export type EscapeKeyLeaveAction = 'go-to-config' | 'go-to-login' | 'logout';

export interface EscapeKeyEventLike {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
  readonly isComposing?: boolean;
  readonly repeat?: boolean;
}

export interface EscapeKeyState {
  /** An overlay is open on the page's overlay stack. */
  readonly overlayOpen: boolean;
  readonly signedIn: boolean;
  /** The site setting `useEscapeKeyToLogin`. */
  readonly useEscapeKeyToLogin: boolean;
  /** The focus is in a field the visitor types in (see `escapeKeyContext`). Default false. */
  readonly focusInEditable?: boolean;
  /**
   * The focus is in a dialog, the cookie banner or the lightbox: a component with its own
   * Escape (see `escapeKeyContext`). Default false.
   */
  readonly focusInDialog?: boolean;
}

/**
 * Spec 000 §4 "Escape key": 1 close the newest overlay; 2 otherwise a signed-in user goes to the
 * configuration area; 3 otherwise an anonymous visitor goes to the login flow only when
 * `useEscapeKeyToLogin` is on; 4 Shift+Esc logs out (a signed-in user, once no overlay is open).
 * Steps 2–4 never happen while the focus is in an editable field or in a dialog-like component:
 * there Escape belongs to that component (a field's own Escape, a dialog closing), so a visitor
 * typing never leaves the page. Events already handled by a component (`defaultPrevented`),
 * held-down repeats and IME composition are ignored.
 */
export function escapeKeyAction(event: EscapeKeyEventLike, state: EscapeKeyState): EscapeKeyAction {
  if (event.key !== 'Escape' && event.key !== 'Esc') return 'ignore';
  if (event.defaultPrevented || event.isComposing === true || event.repeat === true)
    return 'ignore';
  if (state.overlayOpen) return 'close-overlay';
  if (state.focusInEditable === true || state.focusInDialog === true) return 'ignore';
  if (state.signedIn) return event.shiftKey ? 'logout' : 'go-to-config';
  if (event.shiftKey) return 'ignore';
  return state.useEscapeKeyToLogin ? 'go-to-login' : 'ignore';
}
