/** Spec 001 §9: space kept around the image, in px. */
export const LIGHTBOX_PADDING = 100;
/** Spec 001 §9: open and close speed, in ms (0.6 s). */
export const LIGHTBOX_SPEED_MS = 600;
/** Spec 001 §9: arrow-key throttle, in ms. */
export const LIGHTBOX_KEY_THROTTLE_MS = 200;
/** Spec 001 §9: margin kept between the controls and the edges of the screen, in px. */
export const LIGHTBOX_EDGE_MARGIN = 20;
/** Spec 001 §4: the left arrow key (37) steps back. */
export const KEY_LEFT = 37;
/** Spec 001 §4: the right arrow key (39) steps forward. */
export const KEY_RIGHT = 39;
/** Spec 001 §9: a swipe travels at least 50 px… */
export const SWIPE_THRESHOLD_PX = 50;
/** Spec 001 §9: …within 250 ms. */
export const SWIPE_TIME_LIMIT_MS = 250;
/** Spec 001 §9: the first 10 px of movement fix the axis of a gesture. */
export const SWIPE_AXIS_LOCK_PX = 10;
