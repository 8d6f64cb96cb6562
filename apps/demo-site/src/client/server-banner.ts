/**
 * The element the cookie banner lives in, under `#overlay-root`. When due, the server renders
 * the banner there with `serverBannerRootProps` (`@vitrine/consent/server-banner`), and the page
 * script keeps a click made on it before it hydrates (`keepServerBannerClicks`).
 */
export const COOKIE_BANNER_ROOT_ID = 'cookie-banner-root';
