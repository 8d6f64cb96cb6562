export { Marquee, type MarqueeProps, type MarqueeState } from './marquee/marquee';
export {
  DEFAULT_ROOT_FONT_PX,
  DYNAMIC_TEXT_MIN_FONT_REM,
  dynamicFontSize,
  isSmallFont,
  type MarqueeGeometry,
  type MarqueeGeometryInput,
  marqueeGeometry,
  SMALL_FONT_MAX_PX,
  TEXT_HEIGHT_FACTOR,
  WAVE_PATH_MIN_WIDTH,
} from './marquee/marquee-geometry';
export {
  advanceMarqueeOffset,
  MARQUEE_MAX_COPIES,
  MARQUEE_MAX_FRAME_MS,
  type MarqueeMotion,
  marqueeCopyCount,
} from './marquee/marquee-motion';
export {
  type CheckedMarqueeSettings,
  checkMarqueeSettings,
  MARQUEE_BASE_SPEED_PX_PER_S,
  MARQUEE_DEFAULTS,
  type MarqueeDirection,
  type MarqueeSettings,
} from './marquee/marquee-settings';
