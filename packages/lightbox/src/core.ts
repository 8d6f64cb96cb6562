export {
  type AddressParts,
  collectionUrlOf,
  type HistoryItem,
  ITEM_ID_KEY,
  itemFromUrl,
  itemUrlOf,
} from './core/history-address';
export {
  HISTORY_STATE_KEY,
  type HistoryEntryKind,
  historyEntryKind,
  markHistoryState,
} from './core/history-entry';
export {
  KEY_LEFT,
  KEY_RIGHT,
  LIGHTBOX_EDGE_MARGIN,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_PADDING,
  LIGHTBOX_SPEED_MS,
  SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_LIMIT_MS,
} from './core/lightbox-constants';
export {
  createLightboxState,
  type LightboxPhase,
  type LightboxSnapshot,
  type LightboxState,
  type LightboxStateOptions,
  wrapIndex,
} from './core/lightbox-state';
export {
  createSwipeTracker,
  type SwipeAxis,
  type SwipeDirection,
  type SwipeOptions,
  type SwipeResult,
  type SwipeTracker,
} from './core/swipe';
