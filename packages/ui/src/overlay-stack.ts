export {
  createOverlayStack,
  OVERLAY_BASE_Z_INDEX,
  type OverlayEntry,
  type OverlayRegistration,
  type OverlayStack,
} from './overlay-stack/overlay-stack';
export {
  closeNewestOverlay,
  isAnyOverlayOpen,
  registerOverlay,
} from './overlay-stack/page-overlay-stack';
export { useOverlayRegistration } from './overlay-stack/use-overlay-registration';
