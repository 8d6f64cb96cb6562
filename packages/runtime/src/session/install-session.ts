import { deleteCookie } from '@vitrine/core-data/cookies';
import { createDataLayer, type DataLayer } from '@vitrine/core-data/data-layer';
import { type AccountKind, createSession, IDENTITY_COOKIE, type Session } from './create-session';

/**
 * The page's session with the browser's defaults: the given (or a new) data layer, `ss_lastid`
 * cleared on the app domain (and the current host), `location.assign`, the preview frame
 * detected as "not the top window".
 */
export function createPageSession(options: {
  readonly accountKind: AccountKind;
  readonly appDomain?: string | undefined;
  readonly dataLayer?: DataLayer;
  readonly cloneCart?: boolean;
}): Session {
  return createSession({
    dataLayer: options.dataLayer ?? createDataLayer(),
    accountKind: options.accountKind,
    cloneCart: options.cloneCart ?? false,
    clearIdentityCookie: () => {
      deleteCookie(IDENTITY_COOKIE);
      if (options.appDomain) deleteCookie(IDENTITY_COOKIE, { domain: options.appDomain });
    },
    navigate: (url) => window.location.assign(url),
    location: () => window.location,
    inPreviewFrame: () => {
      try {
        return window.top !== window.self;
      } catch {
        return true;
      }
    },
  });
}
