import type { DataLayer } from '@vitrine/core-data/data-layer';
import { parseLoginAnswer } from '@vitrine/core-data/schemas/login-answer';
import { logoutRedirectUrl } from './logout-url';

/** Session calls, spec 000 §7. */
export const LOGIN_PATH = '/api/site-users/account/session';
export const MEMBER_LOGOUT_PATH = '/api/site-users/account/session';
export const ACCOUNT_LOGOUT_PATH = '/api/auth/Logout';
/** The header that carries the XSRF token after login (the spec names the token, not the header). */
export const XSRF_HEADER = 'X-XSRF-Token';
/** The shared identity cookie, cleared on logout (spec 000 §3 "Visit cookies", §4 "Logout"). */
export const IDENTITY_COOKIE = 'ss_lastid';
/**
 * The fixed masked password placeholder (spec 000 §3 "Session login"): what a login form's
 * password field shows while empty. Fixed, so it never hints at a password's length.
 */
export const MASKED_PASSWORD_PLACEHOLDER = '••••••••';

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export type SessionResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string };

/**
 * Who logs out: a site member (`DELETE /api/site-users/account/session?cloneCart=…`) or a
 * platform account holder (`POST /api/auth/Logout`).
 */
export type AccountKind = 'site-member' | 'platform-account';

export interface SessionOptions {
  readonly dataLayer: Pick<DataLayer, 'post' | 'delete' | 'setHeader'>;
  readonly accountKind: AccountKind;
  /** Keep the member's cart in the anonymous session after logout (the `cloneCart` query). Default false. */
  readonly cloneCart?: boolean;
  /** Clears the shared identity cookie (`ss_lastid`, on the app domain). */
  readonly clearIdentityCookie: () => void;
  /** Goes to a URL (`location.assign`). */
  readonly navigate: (url: string) => void;
  readonly location: () => { readonly pathname: string; readonly search: string };
  /** Whether the page is the preview frame inside the configuration panel. */
  readonly inPreviewFrame: () => boolean;
}

export interface Session {
  login(credentials: LoginCredentials): Promise<SessionResult>;
  /** Logs out once (later calls share the first call's promise), then redirects with `logout=true`. */
  logout(): Promise<SessionResult>;
}

/**
 * The session of spec 000 §3, §4 "Logout", §7: login sends email, password and rememberMe and
 * keeps the answer's xsrfToken as a header on later calls; logout runs once, clears `ss_lastid`
 * and goes to the root (or the preview frame URL) with `logout=true`. A `crumbFail` answer is
 * retried once by the data layer itself.
 */
export function createSession(options: SessionOptions): Session {
  const { dataLayer } = options;
  let logoutOnce: Promise<SessionResult> | undefined;

  return {
    async login(credentials) {
      const answer = await dataLayer.post<unknown>(LOGIN_PATH, {
        body: {
          email: credentials.email,
          password: credentials.password,
          rememberMe: credentials.rememberMe,
        },
      });
      if (!answer.ok) return { ok: false, message: answer.error.message };
      const parsed = parseLoginAnswer(answer.data);
      if (!parsed.ok) return { ok: false, message: parsed.error.message };
      dataLayer.setHeader(XSRF_HEADER, parsed.value.xsrfToken);
      return { ok: true };
    },
    logout() {
      logoutOnce ??= (async (): Promise<SessionResult> => {
        const answer =
          options.accountKind === 'site-member'
            ? await dataLayer.delete(MEMBER_LOGOUT_PATH, {
                params: { cloneCart: options.cloneCart ?? false },
              })
            : await dataLayer.post(ACCOUNT_LOGOUT_PATH);
        if (!answer.ok) {
          logoutOnce = undefined; // a failed logout may be tried again
          return { ok: false, message: answer.error.message };
        }
        dataLayer.setHeader(XSRF_HEADER, undefined);
        options.clearIdentityCookie();
        options.navigate(logoutRedirectUrl(options.location(), options.inPreviewFrame()));
        return { ok: true };
      })();
      return logoutOnce;
    },
  };
}
