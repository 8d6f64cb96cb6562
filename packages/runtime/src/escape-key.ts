export {
  type EscapeKeyAction,
  type EscapeKeyEventLike,
  type EscapeKeyState,
  escapeKeyAction,
} from './escape-key/escape-key-action';
export { type EscapeKeyOptions, installEscapeKey } from './escape-key/install-escape-key';
