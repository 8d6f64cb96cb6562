export {
  type HistoryItem,
  historyUrlForItem,
  ITEM_ID_KEY,
  indexOfItemId,
  readItemId,
} from './core/item-id';
export {
  KEY_LEFT,
  KEY_RIGHT,
  LIGHTBOX_EDGE_MARGIN,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_PADDING,
  LIGHTBOX_SPEED_MS,
} from './core/lightbox-constants';
export {
  createLightboxState,
  type LightboxPhase,
  type LightboxSnapshot,
  type LightboxState,
  type LightboxStateOptions,
  wrapIndex,
} from './core/lightbox-state';
