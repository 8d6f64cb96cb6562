/** Confirmation dialog width in px (spec 001 §9). */
export const CONFIRM_DIALOG_WIDTH_PX = 350;
/** Confirmation dialog padding in px (spec 001 §9). */
export const CONFIRM_DIALOG_PADDING_PX = 20;
/** A hiding dialog is removed after its hide animation, or after 600 ms at most (spec 001 §9). */
export const DIALOG_HIDE_FALLBACK_MS = 600;
/** The information dialog hides itself after 2000 ms, and that counts as confirm (spec 001 §4, §9). */
export const INFO_DIALOG_AUTO_HIDE_MS = 2000;

/** Confirmation dialog styles (spec 001 §4 "Dialogs"). */
export const CONFIRM_STYLES = [
  'confirm-or-reject',
  'confirm-or-cancel',
  'confirm-only',
  'no-buttons',
] as const;
export type ConfirmStyle = (typeof CONFIRM_STYLES)[number];
export const DEFAULT_CONFIRM_STYLE: ConfirmStyle = 'confirm-or-cancel';

/** How a dialog was answered: its buttons, or cancel for Escape and a click on the overlay. */
export type DialogAnswer = 'confirm' | 'cancel' | 'reject';

/** The answers a style offers as buttons, in document order: the safe one first gets the focus. */
const BUTTONS: Record<ConfirmStyle, readonly DialogAnswer[]> = {
  'confirm-or-reject': ['reject', 'confirm'],
  'confirm-or-cancel': ['cancel', 'confirm'],
  'confirm-only': ['confirm'],
  'no-buttons': [],
};

/** The buttons of a confirmation dialog style (spec 001 §4). */
export function dialogButtons(style: ConfirmStyle): readonly DialogAnswer[] {
  return BUTTONS[style];
}

/**
 * Reads a style from props or block JSON: an unknown value gets a console warning and the
 * default style, never a crash.
 */
export function resolveConfirmStyle(value: unknown): ConfirmStyle {
  if (value === undefined) return DEFAULT_CONFIRM_STYLE;
  if ((CONFIRM_STYLES as readonly unknown[]).includes(value)) return value as ConfirmStyle;
  console.warn(
    `[@vitrine/ui] Unknown confirmation dialog style ${JSON.stringify(value)}; expected one of ${CONFIRM_STYLES.join(', ')}. Using ${DEFAULT_CONFIRM_STYLE}.`,
  );
  return DEFAULT_CONFIRM_STYLE;
}

/**
 * Where a dialog is in its life: shown, hiding (its hide animation runs, `data-state="closing"`)
 * or hidden (removed from the page unless it is kept with `destroyOnHide={false}`).
 */
export type DialogPhase = 'open' | 'closing' | 'closed';

export type DialogEvent =
  /** It is asked to show. */
  | { type: 'show' }
  /** Confirm, cancel or reject: it starts hiding (spec 001 §4). */
  | { type: 'hide' }
  /** Its hide animation ended, or the 600 ms fallback passed. */
  | { type: 'hidden' };

/** The dialog state machine: show, hide, then hidden once the hide animation is over. */
export function nextDialogPhase(phase: DialogPhase, event: DialogEvent): DialogPhase {
  switch (event.type) {
    case 'show':
      return 'open';
    case 'hide':
      return phase === 'open' ? 'closing' : phase;
    case 'hidden':
      return phase === 'closing' ? 'closed' : phase;
  }
}
