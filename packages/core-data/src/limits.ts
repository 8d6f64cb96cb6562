/**
 * The spec limits and breakpoints other packages read at run time, one constant each: a page
 * that needs the dialog z-index pays for that number, not for the whole `LIMITS` or
 * `BREAKPOINTS` table of `./constants`, which hold the same figures, tied by type
 * (spec 000 section 9, spec 001 section 9).
 */
export {
  AUTOCOMPLETE_RETRY_MS,
  CAPTCHA_COMPACT_BELOW,
  CART_QUANTITY_DISPLAY_CAP,
  CHOICE_COOKIE_LIFETIME_DAYS,
  DIALOG_BASE_Z_INDEX,
  EDITOR_MOBILE_MAX,
  IDLE_FALLBACK_SLICE_MS,
  IDLE_FALLBACK_TIMEOUT_MS,
  INTERSECTION_RATIO,
  MAP_UPDATE_DEBOUNCE_MS,
  MAPS_SCRIPT_TIMEOUT_MS,
  MOBILE_INFO_BAR_MAX,
  NARROW_IMAGE_BELOW,
  NEWSLETTER_SMALL_BELOW,
  PRODUCT_PRICE_MAX_CENTS,
  VISIBILITY_THRESHOLDS,
} from './constants/run-time-limits';
