/**
 * The spec limits other packages read at run time, one constant each: a page that needs the
 * dialog z-index pays for that number, not for the whole `LIMITS` table of `./constants`, which
 * is composed from these same constants (spec 000 section 9, spec 001 section 9).
 */
export {
  AUTOCOMPLETE_RETRY_MS,
  CART_QUANTITY_DISPLAY_CAP,
  CHOICE_COOKIE_LIFETIME_DAYS,
  DIALOG_BASE_Z_INDEX,
  IDLE_FALLBACK_SLICE_MS,
  IDLE_FALLBACK_TIMEOUT_MS,
  INTERSECTION_RATIO,
  MAP_UPDATE_DEBOUNCE_MS,
  MAPS_SCRIPT_TIMEOUT_MS,
  PRODUCT_PRICE_MAX_CENTS,
  VISIBILITY_THRESHOLDS,
} from './constants/run-time-limits';
