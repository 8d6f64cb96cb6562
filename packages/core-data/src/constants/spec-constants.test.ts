import { expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';
import { LIMITS, MEGABYTE } from './limits';
import { RESTRICTIVE_POLICY_COOKIES } from './restrictive-policy-cookies';
import {
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

// The business constants core-data owns, typed from the spec's text (not from the code): each
// group names the section it comes from. One table, compared whole, so a changed value, a
// missing one or an extra one all fail.
const SPEC = {
  MEGABYTE: 1_000_000, // 000 §9 "Other constants", 001 §9 "Editor limits"
  // The limits other packages import one by one (the same figures as in LIMITS below)
  PRODUCT_PRICE_MAX_CENTS: 100_000_000, // 000 §9 "Other constants"
  CART_QUANTITY_DISPLAY_CAP: 100, // 000 §9 "Other constants": the quantity display caps at 100
  DIALOG_BASE_Z_INDEX: 30_000, // 000 §9 "Timings"
  IDLE_FALLBACK_SLICE_MS: 50, // 000 §9 "Timings": 50 ms slice
  IDLE_FALLBACK_TIMEOUT_MS: 100, // 000 §9 "Timings": 100 ms timeout
  INTERSECTION_RATIO: 0.5, // 000 §9 "Other constants"
  VISIBILITY_THRESHOLDS: [0, 0.1, 0.25, 0.5, 1], // 000 §9 "Other constants"
  CHOICE_COOKIE_LIFETIME_DAYS: 30, // 000 §9 "Cookies and consent"
  AUTOCOMPLETE_RETRY_MS: 100, // 000 §9 "Timings": autocomplete retry frequency 100 ms
  MAP_UPDATE_DEBOUNCE_MS: 60, // 000 §9 "Timings": map update debounce 60 ms
  MAPS_SCRIPT_TIMEOUT_MS: 30_000, // 001 §9: maps script timeout 30000 ms
  // The breakpoints other packages import one by one (the same figures as in BREAKPOINTS below)
  CAPTCHA_COMPACT_BELOW: 320, // 000 §9 "Layout thresholds": captcha compact under 320
  NEWSLETTER_SMALL_BELOW: 320, // 000 §9 "Layout thresholds": newsletter small under 320
  MOBILE_INFO_BAR_MAX: 1024, // 000 §9 "Layout thresholds": mobile info bar at most 1024
  EDITOR_MOBILE_MAX: 432, // 000 §9 "Layout thresholds": editor mobile up to 432
  NARROW_IMAGE_BELOW: 415, // 000 §9 "Layout thresholds", 001 §9: narrow image under 415
  // 000 §9 "Cookies and consent" (the list, in its order and case)
  RESTRICTIVE_POLICY_COOKIES: [
    'ss_MATTR',
    'SS_MID',
    'SS_lastvisit',
    'user_segment',
    'ss_cid',
    'ss_cpvisit',
    'ss_cvisit',
    'ss_cvr',
    'ss_cvt',
  ],
  BREAKPOINTS: {
    // 001 §9 "Breakpoints": phone up to 926; tablet up to 1024 and 1366; desktop 800 and 1024
    phoneMax: 926,
    tabletMax: 1024,
    tabletLargeMax: 1366,
    desktopMin: 800,
    desktopLargeMin: 1024,
    // 000 §9 "Layout thresholds": mobile up to 432, desktop from 433
    editorMobileMax: 432,
    editorDesktopMin: 433,
    mobileInfoBarMax: 1024, // at most 1024
    narrowImageBelow: 415, // under 415
    newsletterSmallBelow: 320, // under 320
    captchaCompactBelow: 320, // under 320
    wideReservationAbove: 850, // above 850
    bookingColumnMax: 750, // 750 or less
  },
  LIMITS: {
    // 000 §9 "Collection and content limits", 001 §9 "Editor limits"
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
    // 000 §9 "Other constants": price max 100,000,000 cents, SKU max 60, cart caps at 100
    commerce: { productPriceMaxCents: 100_000_000, skuMaxLength: 60, cartQuantityDisplayCap: 100 },
    email: { minLength: 3, maxLength: 256 }, // 000 §9 "Email and link limits"
    media: { defaultSliderAspectRatio: 50 }, // 000 §9 "Other constants"
    megabyte: 1_000_000, // 000 §9 "Other constants"
    query: { maxKeys: 1000 }, // 000 §9 "Timings", 001 §9
    dialog: { baseZIndex: 30_000 }, // 000 §9 "Timings", 001 §9
    idleCallback: { fallbackSliceMs: 50, fallbackTimeoutMs: 100 }, // 000 §9 "Timings"
    // 000 §9 "Cookies and consent"; analytics cookie 390 days: 001 §9 "Telemetry"
    cookies: {
      choiceLifetimeDays: 30,
      ssCvrLifetimeYears: 2,
      ssCvtLifetimeMinutes: 30,
      analyticsLifetimeDays: 390,
    },
    // 000 §9 "Error reporter": 20 sends, queue cap 10, stack 5000 characters, debounce 1 s
    errorReporter: { maxSendsPerPage: 20, queueCap: 10, stackMaxLength: 5000, debounceMs: 1000 },
    logger: { flushIntervalMs: 30_000 }, // 000 §9 "Timings": logger flush 30 s
    census: { timeoutMs: 2500 }, // 000 §9 "Timings": census timeout 2500 ms
    // 001 §9 "Telemetry": settings 30000 ms, records flushed 30000 ms, metric wait 60000 ms
    telemetry: { settingsTimeoutMs: 30_000, recordsFlushMs: 30_000, metricWaitTimeoutMs: 60_000 },
    // 000 §9 "Other constants" (ratio 0.5, thresholds); 001 §9 tween default 300 ms
    animation: {
      intersectionRatio: 0.5,
      visibilityThresholds: [0, 0.1, 0.25, 0.5, 1],
      tweenDurationMs: 300,
    },
    // 001 §9: resize 100 ms, emitter 300 ms, scroll end 300 ms; 000 §9: retry 100 ms, 22 samples
    timing: {
      resizeDebounceMs: 100,
      emitterDebounceMs: 300,
      scrollEndMs: 300,
      autocompleteRetryMs: 100,
      throttleSamples: 22,
    },
    scroll: { intoViewOffsetPx: 30 }, // 001 §9: scroll-into-view offset 30 px
    text: { shrinkMinFontPx: 11 }, // 001 §9: text shrink minimum font 11 px
    // 000 §9 "Timings": map update debounce 60 ms; 001 §9: maps script timeout 30000 ms
    map: { optionUpdateDebounceMs: 60, scriptTimeoutMs: 30_000 },
  },
};

it('holds the business constants and limits of spec 000 §9 and spec 001 §9, and no others', () => {
  expect({
    MEGABYTE,
    PRODUCT_PRICE_MAX_CENTS,
    CART_QUANTITY_DISPLAY_CAP,
    DIALOG_BASE_Z_INDEX,
    IDLE_FALLBACK_SLICE_MS,
    IDLE_FALLBACK_TIMEOUT_MS,
    INTERSECTION_RATIO,
    VISIBILITY_THRESHOLDS,
    CHOICE_COOKIE_LIFETIME_DAYS,
    AUTOCOMPLETE_RETRY_MS,
    MAP_UPDATE_DEBOUNCE_MS,
    MAPS_SCRIPT_TIMEOUT_MS,
    CAPTCHA_COMPACT_BELOW,
    NEWSLETTER_SMALL_BELOW,
    MOBILE_INFO_BAR_MAX,
    EDITOR_MOBILE_MAX,
    NARROW_IMAGE_BELOW,
    RESTRICTIVE_POLICY_COOKIES,
    BREAKPOINTS,
    LIMITS,
  }).toEqual(SPEC);
});
