// The limits other packages read at run time, one constant each (entry `@vitrine/core-data/limits`),
// so a page that needs one pays for that number and not for the whole LIMITS table of
// `./limits.ts`. LIMITS writes the same figures as literals, which costs the whole table no
// references; its `LimitsTies` makes the type checker fail when a pair differs.
/** Product price maximum in cents (spec 000 sections 5 and 9). */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000;
/** The cart quantity display caps at 100, shown as 100+ (spec 000 sections 3 and 9). */
export const CART_QUANTITY_DISPLAY_CAP = 100;
/** Managed dialog base z-index (spec 000 section 9). */
export const DIALOG_BASE_Z_INDEX = 30_000;
/** requestIdleCallback fallback: a 50 ms slice (spec 000 section 9). */
export const IDLE_FALLBACK_SLICE_MS = 50;
/** requestIdleCallback fallback: a 100 ms timeout (spec 000 section 9). */
export const IDLE_FALLBACK_TIMEOUT_MS = 100;
/** A block counts as visible from this intersection ratio (spec 001 sections 4 and 9). */
export const INTERSECTION_RATIO = 0.5;
/** Visibility is checked at these intersection ratios (spec 001 section 4). */
export const VISIBILITY_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
/** The cookie-banner choice lives 30 days (spec 000 section 9). */
export const CHOICE_COOKIE_LIFETIME_DAYS = 30;
/** Places autocomplete retries every 100 ms (spec 000 section 9). */
export const AUTOCOMPLETE_RETRY_MS = 100;
/** Map option and location updates are debounced 60 ms (spec 000 section 9, spec 001 section 9). */
export const MAP_UPDATE_DEBOUNCE_MS = 60;
/** The maps script fails if not ready within 30,000 ms (spec 001 sections 4 and 9). */
export const MAPS_SCRIPT_TIMEOUT_MS = 30_000;
/** Captcha compact below a 320 px container (spec 000 section 9). */
export const CAPTCHA_COMPACT_BELOW = 320;
/** Newsletter small below a 320 px container (spec 000 section 9). */
export const NEWSLETTER_SMALL_BELOW = 320;
/** The mobile info bar shows at a width of at most 1024 px (spec 000 sections 4 and 9). */
export const MOBILE_INFO_BAR_MAX = 1024;
/** Editor preview: mobile up to 432 px (spec 000 section 9). */
export const EDITOR_MOBILE_MAX = 432;
/** An image narrower than 415 px is narrow (spec 000 section 9, spec 001 section 9). */
export const NARROW_IMAGE_BELOW = 415;
