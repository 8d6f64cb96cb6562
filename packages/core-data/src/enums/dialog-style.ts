import { defineEnum, type EnumValueOf } from './define-enum';

/** Confirmation dialog styles, spec 001 §4 "Dialogs". */
export const ConfirmationDialogStyle = /* @__PURE__ */ defineEnum({
  CONFIRM_OR_REJECT: 'confirm-or-reject',
  CONFIRM_OR_CANCEL: 'confirm-or-cancel',
  CONFIRM_ONLY: 'confirm-only',
  NO_BUTTONS: 'no-buttons',
});
export type ConfirmationDialogStyle = EnumValueOf<typeof ConfirmationDialogStyle>;
