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
