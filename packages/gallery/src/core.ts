export { isVideoShowing } from './core/autoplay-suspension';
export {
  DECODE_ERROR,
  EVALUATE_ERROR,
  type GalleryBlockData,
  type GalleryConfig,
  galleryConfigFromBlock,
  type MetaPosition,
  parseAspectRatio,
  parseMetaPosition,
  readGalleryBlockData,
  THUMBNAIL_STRIP_HEIGHT,
  THUMBNAIL_STRIP_MARGIN,
} from './core/block-data';
export { createDebounce, type Debounced, RESIZE_DEBOUNCE_MS } from './core/debounce';
export * from './core/gallery-constants';
export {
  type GalleryDesign,
  type GalleryTransitionName,
  isGalleryDesign,
} from './core/gallery-enums';
export {
  type FocalPoint,
  type GallerySlide,
  type GalleryVideo,
  parseDimensions,
  parseFocalPoint,
  readSlideAttributes,
} from './core/gallery-slide';
export {
  type AutoplayOptions,
  type AutoplayStatus,
  createGalleryState,
  type GallerySettings,
  type GallerySnapshot,
  type GalleryState,
  isNoMotionQuery,
  linkGalleries,
  type PauseTarget,
} from './core/gallery-state';
export {
  type GalleryTransition,
  isGalleryTransition,
  type TransitionPlan,
  type TransitionStep,
} from './core/gallery-transition';
export {
  type CarouselGroups,
  carouselGroups,
  carouselSlidesPerRow,
  metaOverlayMaxHeight,
  stripOffset,
  thumbnailsToFill,
} from './core/layout-geometry';
export { resolveLayout } from './core/layout-registry';
export { normalizeIndex } from './core/normalize-index';
export {
  type GalleryParseResult,
  parseGalleryBlockData,
  parseGallerySlides,
} from './core/parse-gallery-data';
export {
  createSwipeTracker,
  type SwipeAxis,
  type SwipeOptions,
  type SwipeResult,
  type SwipeTracker,
  stackedSwipeDuration,
} from './core/swipe';
export { type EdgeStep, edgeStep, type SwipeBoundaries, snapOffset } from './core/swipe-edges';
export {
  type Checked,
  checkColumnWidth,
  checkSnapPoint,
  checkStripAlignment,
  checkSwipeBoundaries,
  requireTransition,
  resolveTransition,
} from './core/validation';
