/**
 * Layout breakpoints in CSS pixels (spec 000 section 9, spec 001 section 9).
 * Names say how to compare: `...Max` is inclusive (width <= value), `...Min` is inclusive
 * (width >= value), `...Below` is exclusive (width < value), `...Above` is exclusive
 * (width > value).
 */
export const BREAKPOINTS = {
  /** Phone: up to 926 px (spec 001 section 9). */
  phoneMax: 926,
  /** Tablet: up to 1024 px, and large tablet up to 1366 px (spec 001 section 9). */
  tabletMax: 1024,
  tabletLargeMax: 1366,
  /** Desktop breakpoints at 800 and 1024 px (spec 001 section 9). */
  desktopMin: 800,
  desktopLargeMin: 1024,
  /** Editor preview: mobile up to 432 px, desktop from 433 px; tablet never matches (spec 000 section 9). */
  editorMobileMax: 432,
  editorDesktopMin: 433,
  /** Mobile info bar: shown only at a width of at most 1024 (spec 000 sections 4 and 9). */
  mobileInfoBarMax: 1024,
  /** Narrow image wrapper: under 415 px (spec 000 section 9, spec 001 section 9). */
  narrowImageBelow: 415,
  /** Newsletter small container: under 320 px (spec 000 section 9). */
  newsletterSmallBelow: 320,
  /** Captcha compact: under 320 px (spec 000 section 9). */
  captchaCompactBelow: 320,
  /** Wide reservation layout: above 850 px (spec 000 section 9). */
  wideReservationAbove: 850,
  /** Second booking provider column layout: 750 px or less (spec 000 section 9). */
  bookingColumnMax: 750,
} as const;
