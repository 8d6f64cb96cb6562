/** The element the cookie banner lives in, under `#overlay-root` (rendered there by the server when due). */
export const COOKIE_BANNER_ROOT_ID = 'cookie-banner-root';

/** The server-rendered cookie banner, and the button a visitor clicked before it hydrated. */
export interface ServerCookieBanner {
  readonly element: HTMLElement;
  /** The index of that button among the banner's buttons, once (then forgotten). */
  takePendingClick(): number | undefined;
}

/**
 * Finds the cookie banner the server rendered, if any, and keeps the last click on one of its
 * buttons until the banner starts hydrating (`data-hydration` set); from then on React replays
 * the clicks itself. Runs with the page script, so that no choice made early is lost.
 */
export function keepServerBannerClicks(document: Document): ServerCookieBanner | undefined {
  const element = document.querySelector<HTMLElement>(
    `#${COOKIE_BANNER_ROOT_ID}[data-server-rendered]`,
  );
  if (!element) return undefined;
  let pending: number | undefined;
  element.addEventListener('click', (event) => {
    if (element.hasAttribute('data-hydration')) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pending = [...element.querySelectorAll('button')].indexOf(button);
  });
  return {
    element,
    takePendingClick() {
      const index = pending;
      pending = undefined;
      return index;
    },
  };
}
