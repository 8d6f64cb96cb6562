/** Spec 001 §4, §9: autoplay advances every 5000 ms by default. */
export const AUTOPLAY_TIMEOUT_MS = 5000;
/** Spec 001 §4: left arrow (37) is previous. */
export const KEY_PREVIOUS = 37;
/** Spec 001 §4: right arrow (39) is next. */
export const KEY_NEXT = 39;
/** Spec 001 §9: swipe threshold 50 px, time limit 250 ms, 10 px fixes the axis (shared with the lightbox). */
export {
  SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_LIMIT_MS,
} from '@vitrine/lightbox/constants';
/** Spec 001 §9: scroll transition, in ms (0.4 s). */
export const SCROLL_TRANSITION_MS = 400;
/** Spec 001 §9: the stacked swipe lasts 0.2–0.4 s under 767 px. */
export const SWIPE_DURATION_NARROW_MS = { min: 200, max: 400 } as const;
/** Spec 001 §9: the stacked swipe lasts 0.3–0.5 s from 767 px on. */
export const SWIPE_DURATION_WIDE_MS = { min: 300, max: 500 } as const;
/** Spec 001 §9: widths under 767 px use the narrow swipe durations. */
export const SWIPE_NARROW_WIDTH_PX = 767;
/** Spec 001 §4: the ken-burns transition zooms slowly to 1.075. */
export const KEN_BURNS_ZOOM = 1.075;
/** Spec 001 §9: video thumbnails are 16:9. */
export const VIDEO_THUMBNAIL_RATIO = 16 / 9;
/** Spec 001 §9: a meta overlay is capped at 40 % of the container height… */
export const META_OVERLAY_CAP = 0.4;
/** Spec 001 §9: …once its content exceeds 90 % of it. */
export const META_OVERLAY_TRIGGER = 0.9;
/** Spec 001 §9: carousel per-row breakpoints: 2 under 480 px, 3 under 724 px. */
export const CAROUSEL_NARROW_WIDTH_PX = 480;
export const CAROUSEL_MEDIUM_WIDTH_PX = 724;
export const CAROUSEL_NARROW_PER_ROW = 2;
export const CAROUSEL_MEDIUM_PER_ROW = 3;

/** Layout defaults, spec 001 §9. Speeds in ms. */
export const LAYOUT_DEFAULTS = {
  base: { lightbox: false },
  stacked: { speed: 1000, preload: 1, clickBehaviour: 'next', lightbox: false },
  strip: { speed: 500, preload: 1, lightbox: false },
  grid: { slidesPerRow: 4, padding: 20, lightbox: true },
  autogrid: { columnWidth: 250, gutter: 0, lightbox: false },
  autocolumns: { columnWidth: 250, gutter: 0, lightbox: false },
  autorows: { rowHeight: 250, gutter: 20, lightbox: true },
  carousel: { slidesPerRow: 3, gutter: 1, lightbox: false },
  list: { lightbox: false },
} as const;
/** Spec 001 §9: animation duration 0.3 s, used for the carousel's group slide. */
export const CAROUSEL_SPEED_MS = 300;
