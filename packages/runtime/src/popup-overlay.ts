export { PopupOverlay, type PopupOverlayProps } from './popup-overlay/popup-overlay';
export {
  type KeyValueStorage,
  readPopupOverlayStoredData,
  recordPopupOverlayClosed,
  recordPopupOverlaySubmitted,
} from './popup-overlay/popup-overlay-storage';
export {
  DAY_MS,
  POPUP_OVERLAY_NEVER_AGAIN,
  POPUP_OVERLAY_SHOW_REASONS,
  POPUP_OVERLAY_STYLE_NONE,
  type PopupOverlayDecision,
  type PopupOverlayPageContext,
  popupOverlayDecision,
  shouldShowPopupOverlay,
} from './popup-overlay/should-show-popup-overlay';
export {
  type PopupOverlayControls,
  type UsePopupOverlayOptions,
  usePopupOverlay,
} from './popup-overlay/use-popup-overlay';
export { AT_REST_AFTER_MS } from './popup-overlay/visitor-at-rest.dom';
