export {
  createEmitter,
  EMITTER_DEBOUNCE_MS,
  type Emitter,
  type EmitterOptions,
} from './utilities/create-emitter';
export {
  createFocusContainer,
  type FocusContainer,
  type FocusContainerOptions,
  nextFocusIndex,
} from './utilities/create-focus-container';
export { type Debounced, debounce, RESIZE_DEBOUNCE_MS } from './utilities/debounce';
export { onScrollEnd, SCROLL_END_MS } from './utilities/on-scroll-end';
export {
  focusMainLandmark,
  type RestoreFocusOptions,
  restoreFocus,
} from './utilities/restore-focus';
export {
  SCROLL_DURATION_MAX_MS,
  SCROLL_DURATION_MIN_MS,
  SCROLL_INTO_VIEW_OFFSET_PX,
  type ScrollIntoViewOptions,
  scrollDuration,
  scrollIntoView,
  scrollTarget,
} from './utilities/scroll-into-view';
export {
  type FitFontSizeInput,
  fitFontSize,
  shrinkTextToFit,
  TEXT_SHRINK_MIN_FONT_PX,
} from './utilities/shrink-text-to-fit';
export {
  type Easing,
  easeInOut,
  TWEEN_DEFAULT_DURATION_MS,
  type TweenOptions,
  tween,
} from './utilities/tween';
