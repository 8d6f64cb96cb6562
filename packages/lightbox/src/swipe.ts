export {
  createSwipeTracker,
  type SwipeAxis,
  type SwipeDirection,
  type SwipeOptions,
  type SwipeResult,
  type SwipeTracker,
} from './core/swipe';
