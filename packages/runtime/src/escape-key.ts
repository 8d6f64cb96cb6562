export {
  type ConfirmLeavePageOptions,
  confirmLeavePage,
  type LeavePageKey,
} from './escape-key/confirm-leave-page';
export {
  ESCAPE_KEY_OWN_REGIONS,
  type EscapeKeyContext,
  escapeKeyContext,
  UNSENT_INPUT_SELECTOR,
} from './escape-key/escape-key.dom';
export {
  type EscapeKeyAction,
  type EscapeKeyEventLike,
  type EscapeKeyLeaveAction,
  type EscapeKeyState,
  escapeKeyAction,
} from './escape-key/escape-key-action';
export {
  createEscapeKeyHandler,
  type EscapeKeyOptions,
  installEscapeKey,
} from './escape-key/install-escape-key';
export { installEscapeKeyOnDemand } from './escape-key/install-escape-key-on-demand';
