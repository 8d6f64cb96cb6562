export {
  BLOCK_ANIMATION_START_LIMIT_MS,
  BLOCK_IMAGE_WAIT_LIMIT_MS,
  BlockAnimation,
  type BlockAnimationProps,
} from './block-animation/block-animation';
export {
  BLOCK_ANIMATION_DURATION_S,
  BLOCK_ANIMATION_KEYFRAMES,
  BLOCK_ANIMATION_KINDS,
  type BlockAnimationKind,
  type BlockKeyframes,
  checkBlockAnimationKind,
} from './block-animation/block-animation-kinds';
export {
  type BlockAnimationEvent,
  type BlockAnimationPhase,
  blockAnimationReducer,
  HIDDEN_PHASES,
} from './block-animation/block-animation-state';
export {
  BLOCK_VISIBILITY_THRESHOLDS,
  type BlockIntersection,
  checkVisibleRatio,
  DEFAULT_VISIBLE_RATIO,
  isSufficientlyVisible,
  observedThresholds,
} from './block-animation/block-visibility';
