export { AlertDialog, type AlertDialogProps } from './dialogs/alert-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog';
export {
  CONFIRM_DIALOG_PADDING_PX,
  CONFIRM_DIALOG_WIDTH_PX,
  CONFIRM_STYLES,
  type ConfirmStyle,
  DIALOG_HIDE_FALLBACK_MS,
  type DialogAnswer,
  INFO_DIALOG_AUTO_HIDE_MS,
} from './dialogs/dialog-state';
export {
  type AlertOptions,
  alert,
  type ConfirmOptions,
  configureDialogs,
  confirm,
  type DialogsSettings,
  type InfoOptions,
  info,
} from './dialogs/imperative-dialogs';
export { InfoDialog, type InfoDialogProps } from './dialogs/info-dialog';
