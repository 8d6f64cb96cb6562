import { QUERY_MAX_KEYS } from '../query/parse-query';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH } from '../rules/is-valid-email';
import { SKU_MAX_LENGTH } from '../rules/sku';
import type { BREAKPOINTS } from './breakpoints';
import type {
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
} from './run-time-limits';

/** One megabyte is 1,000,000 bytes (spec 000 section 9, spec 001 section 9). */
export const MEGABYTE = 1_000_000;

/**
 * Business constants and limits shared by several packages (spec 000 section 9, spec 001
 * section 9). Units are in the names: Ms milliseconds, Px CSS pixels, Days, Years, Minutes.
 * Constants used by a single module live next to it; the ones that module owns are re-used here.
 */
export const LIMITS = {
  /** Editor collection and content limits (spec 000 section 9). */
  content: {
    blocksPerLayout: 60,
    albumTracks: 60,
    userOrderableCollectionItems: 250,
    productsPerCollection: 200,
    nestedCategories: 10_000,
    tagLength: 50,
    categoryLength: 25,
    photoGalleryCount: 20,
    photoGallerySize: 50,
  },
  /** Commerce limits (spec 000 sections 3, 5 and 9). */
  commerce: {
    productPriceMaxCents: 100_000_000,
    skuMaxLength: SKU_MAX_LENGTH,
    /** The cart quantity display caps at 100, shown as 100+. */
    cartQuantityDisplayCap: 100,
  },
  /** Email length, inclusive (spec 000 section 9). */
  email: { minLength: EMAIL_MIN_LENGTH, maxLength: EMAIL_MAX_LENGTH },
  /** Media (spec 000 section 9). */
  media: { defaultSliderAspectRatio: 50 },
  megabyte: MEGABYTE,
  /** Query parsing limit (spec 000 section 9). */
  query: { maxKeys: QUERY_MAX_KEYS },
  /** Managed dialog base z-index (spec 000 section 9). */
  dialog: { baseZIndex: 30_000 },
  /** requestIdleCallback fallback: 50 ms slice with a 100 ms timeout (spec 000 section 9). */
  idleCallback: { fallbackSliceMs: 50, fallbackTimeoutMs: 100 },
  /** Cookie lifetimes (spec 000 section 9, spec 001 section 9). */
  cookies: {
    /** The cookie-banner choice (allowed true or false). */
    choiceLifetimeDays: 30,
    ssCvrLifetimeYears: 2,
    ssCvtLifetimeMinutes: 30,
    analyticsLifetimeDays: 390,
  },
  /** Error reporter (spec 000 section 9). */
  errorReporter: {
    maxSendsPerPage: 20,
    queueCap: 10,
    stackMaxLength: 5000,
    debounceMs: 1000,
  },
  /** Logger flush to /api/events/Trace (spec 000 sections 7 and 9). */
  logger: { flushIntervalMs: 30_000 },
  /** Census calls (spec 000 sections 7 and 9). */
  census: { timeoutMs: 2500 },
  /** Page-speed telemetry (spec 001 section 9). */
  telemetry: {
    settingsTimeoutMs: 30_000,
    recordsFlushMs: 30_000,
    metricWaitTimeoutMs: 60_000,
  },
  /** Visibility and animation (spec 000 section 9, spec 001 sections 4 and 9). */
  animation: {
    intersectionRatio: 0.5,
    visibilityThresholds: [0, 0.1, 0.25, 0.5, 1],
    tweenDurationMs: 300,
  },
  /** Timings (spec 000 section 9, spec 001 section 9). */
  timing: {
    resizeDebounceMs: 100,
    emitterDebounceMs: 300,
    scrollEndMs: 300,
    autocompleteRetryMs: 100,
    /** Throttle keeps the last 22 samples. */
    throttleSamples: 22,
  },
  /** Scroll-into-view offset (spec 001 section 9). */
  scroll: { intoViewOffsetPx: 30 },
  /** Text shrink minimum font size (spec 001 section 9). */
  text: { shrinkMinFontPx: 11 },
  /** Map widget (spec 000 section 9, spec 001 sections 4 and 9). */
  map: { optionUpdateDebounceMs: 60, scriptTimeoutMs: 30_000 },
} as const;

/** True when A and B are the same type (literal types included). */
type Same<A, B> =
  (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
type Tie<T extends true> = T;

/**
 * Each named limit is the figure LIMITS (or BREAKPOINTS) holds for it: a differing pair fails
 * type checking.
 */
export type LimitsTies = [
  Tie<Same<typeof LIMITS.commerce.productPriceMaxCents, typeof PRODUCT_PRICE_MAX_CENTS>>,
  Tie<Same<typeof LIMITS.commerce.cartQuantityDisplayCap, typeof CART_QUANTITY_DISPLAY_CAP>>,
  Tie<Same<typeof LIMITS.dialog.baseZIndex, typeof DIALOG_BASE_Z_INDEX>>,
  Tie<Same<typeof LIMITS.idleCallback.fallbackSliceMs, typeof IDLE_FALLBACK_SLICE_MS>>,
  Tie<Same<typeof LIMITS.idleCallback.fallbackTimeoutMs, typeof IDLE_FALLBACK_TIMEOUT_MS>>,
  Tie<Same<typeof LIMITS.animation.intersectionRatio, typeof INTERSECTION_RATIO>>,
  Tie<Same<typeof LIMITS.animation.visibilityThresholds, typeof VISIBILITY_THRESHOLDS>>,
  Tie<Same<typeof LIMITS.cookies.choiceLifetimeDays, typeof CHOICE_COOKIE_LIFETIME_DAYS>>,
  Tie<Same<typeof LIMITS.timing.autocompleteRetryMs, typeof AUTOCOMPLETE_RETRY_MS>>,
  Tie<Same<typeof LIMITS.map.optionUpdateDebounceMs, typeof MAP_UPDATE_DEBOUNCE_MS>>,
  Tie<Same<typeof LIMITS.map.scriptTimeoutMs, typeof MAPS_SCRIPT_TIMEOUT_MS>>,
  Tie<Same<typeof BREAKPOINTS.captchaCompactBelow, typeof CAPTCHA_COMPACT_BELOW>>,
  Tie<Same<typeof BREAKPOINTS.newsletterSmallBelow, typeof NEWSLETTER_SMALL_BELOW>>,
  Tie<Same<typeof BREAKPOINTS.mobileInfoBarMax, typeof MOBILE_INFO_BAR_MAX>>,
  Tie<Same<typeof BREAKPOINTS.editorMobileMax, typeof EDITOR_MOBILE_MAX>>,
  Tie<Same<typeof BREAKPOINTS.narrowImageBelow, typeof NARROW_IMAGE_BELOW>>,
];
