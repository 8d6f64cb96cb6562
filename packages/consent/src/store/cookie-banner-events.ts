/**
 * The events, dispatched on `window`, that drive the banner (spec 000 §4): `force` shows it even
 * when a choice exists, `update` unmounts and mounts it again (to take new settings), `unforce`
 * ends the forcing.
 */
export const COOKIE_BANNER_EVENTS = {
  force: 'vitrine:cookie-banner-force',
  update: 'vitrine:cookie-banner-update',
  unforce: 'vitrine:cookie-banner-unforce',
} as const;

/** One of the banner's event kinds. */
export type CookieBannerEventKind = keyof typeof COOKIE_BANNER_EVENTS;

/** Dispatches a banner event on `window`; false outside a browser. */
export function dispatchCookieBannerEvent(kind: CookieBannerEventKind): boolean {
  if (typeof window === 'undefined') return false;
  window.dispatchEvent(new Event(COOKIE_BANNER_EVENTS[kind]));
  return true;
}
