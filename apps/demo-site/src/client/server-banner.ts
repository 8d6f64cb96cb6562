/**
 * The element the cookie banner lives in: right after the skip link when the server renders the
 * banner (first in the Tab order), else under `#overlay-root`. When due, the server renders
 * the banner there with `serverBannerRootProps` (`@vitrine/consent/server-banner`), and the page
 * script keeps a click made on it before it hydrates (`keepServerBannerClicks`).
 */
export const COOKIE_BANNER_ROOT_ID = 'cookie-banner-root';
