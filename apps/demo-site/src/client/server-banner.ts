/**
 * The element the cookie banner lives in: right after the skip link when the server renders the
 * banner (first in the Tab order), else under `#overlay-root`. When due, the server renders
 * the banner there with `serverBannerRootProps` (`@vitrine/consent/server-banner`), and the page
 * script keeps a click made on it before it hydrates (`keepServerBannerClicks`).
 */
export const COOKIE_BANNER_ROOT_ID = 'cookie-banner-root';

/**
 * Where the banner's buttons post the choice when no script handles them (before the page script
 * has run, or without JavaScript): the server stores it as the script would and sends the
 * visitor back (`src/server/site/cookie-choice.ts`).
 */
export const COOKIE_CHOICE_PATH = '/choix-cookies';

/** The hidden fields of the server banner's form, so its hydration renders the same ones. */
export function serverChoiceFields(element: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of element.querySelectorAll<HTMLInputElement>('form input[type="hidden"]'))
    fields[input.name] = input.value;
  return fields;
}
