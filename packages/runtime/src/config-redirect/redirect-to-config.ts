import { writeCookie } from '@vitrine/core-data/cookies';
import {
  type ConfigRedirectContext,
  configRedirectUrl,
  hasNoRedirectFlag,
  NO_REDIRECT_FLAG,
  shouldRedirectToConfig,
} from './should-redirect-to-config';

/** The cookie marking the preview frame as expanded, written before the redirect (spec 000 §2). */
export const PREVIEW_EXPANDED_COOKIE = 'vitrine_preview_expanded';

function readSession(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(NO_REDIRECT_FLAG) !== null;
  } catch {
    return false;
  }
}

function isTopWindow(win: Window): boolean {
  try {
    return win.top === win.self;
  } catch {
    // A cross-origin parent: we are framed.
    return false;
  }
}

/**
 * The DOM side of the configuration redirect: remembers `noredirect` for the session
 * (sessionStorage key `noredirect`), and when {@link shouldRedirectToConfig} holds, writes the
 * preview-expanded cookie and goes to `/config/?frameUrl=…`. Returns whether it redirected.
 */
export function redirectToConfigIfNeeded(
  context: ConfigRedirectContext,
  win: Window = window,
): boolean {
  const { location } = win;
  if (hasNoRedirectFlag(location.search)) {
    try {
      win.sessionStorage.setItem(NO_REDIRECT_FLAG, 'true');
    } catch {
      // Storage disabled: the flag still holds for this page.
    }
  }
  const redirect = shouldRedirectToConfig(context, {
    isTopWindow: isTopWindow(win),
    hostname: location.hostname,
    search: location.search,
    noRedirectRemembered: readSession(win),
  });
  if (!redirect) return false;
  writeCookie(PREVIEW_EXPANDED_COOKIE, 'true');
  location.assign(configRedirectUrl(location));
  return true;
}
