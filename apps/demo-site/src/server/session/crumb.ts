import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { setCookieValue } from './cookie-header';
import { isSameOriginRequest, isSecureRequest, requestCookie } from './request-facts';

/** Spec 000 §7: the crumb cookie, which the data layer reads and sends back as `?crumb=`. */
export const CRUMB_COOKIE = 'crumb';
/** The query parameter the data layer adds to every call (spec 000 §7 "Generic data layer"). */
export const CRUMB_PARAM = 'crumb';
/**
 * Headers that may carry the crumb instead: the error reporter sends it in `X-CSRF-Token`
 * (`DEFAULT_CRUMB_HEADER` of @vitrine/telemetry/error-reporter), other clients may use `X-Crumb`.
 */
export const CRUMB_HEADERS = ['x-csrf-token', 'x-crumb'] as const;

/** What our crumbs look like: 32 random bytes in base64url. Anything else is replaced. */
const CRUMB_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The crumb of the request being answered, and whether the answer must set it. */
export interface CrumbState {
  value: string;
  issue: boolean;
}

/** Hono variables of the crumb middleware. */
export interface CrumbEnv {
  Variables: { crumbState: CrumbState };
}

function newCrumb(): string {
  return randomBytes(32).toString('base64url');
}

function crumbCookieValue(value: string, secure: boolean): string {
  // Not HttpOnly: the page's script reads it (spec 000 §7). A browser-session cookie.
  return setCookieValue(CRUMB_COOKIE, value, { sameSite: 'Lax', secure });
}

/**
 * Gives every answer a crumb cookie when the request had none (or a malformed one), for pages
 * and API calls alike: `app.use('*', crumbMiddleware())`. The current crumb is in
 * `c.get('crumbState').value`. Nested use (the page server and the API app both installing it)
 * sets the cookie once: the outermost middleware owns it.
 */
export function crumbMiddleware(): MiddlewareHandler<CrumbEnv> {
  return async (c, next) => {
    if (c.get('crumbState')) {
      await next();
      return;
    }
    const current = requestCookie(c.req.raw, CRUMB_COOKIE);
    const valid = current !== undefined && CRUMB_PATTERN.test(current);
    const state: CrumbState = { value: valid ? current : newCrumb(), issue: !valid };
    c.set('crumbState', state);
    await next();
    if (state.issue) {
      c.header('Set-Cookie', crumbCookieValue(state.value, isSecureRequest(c.req.raw)), {
        append: true,
      });
    }
  };
}

/**
 * Replaces the crumb: the answer sets a fresh cookie. Used after a crumb failure (so a client
 * that re-reads the cookie succeeds on its retry) and when the session changes (login, logout).
 */
export function renewCrumb(c: Context<CrumbEnv>): string {
  const state = c.get('crumbState');
  const value = newCrumb();
  if (state) {
    state.value = value;
    state.issue = true;
  } else {
    c.set('crumbState', { value, issue: false });
    c.header('Set-Cookie', crumbCookieValue(value, isSecureRequest(c.req.raw)), { append: true });
  }
  return value;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The crumb a request carries: `?crumb=`, then the crumb headers, then a form field `crumb`. */
export function givenCrumb(request: Request, formCrumb?: string | undefined): string | undefined {
  let fromQuery: string | null = null;
  try {
    fromQuery = new URL(request.url).searchParams.get(CRUMB_PARAM);
  } catch {
    fromQuery = null;
  }
  if (fromQuery) return fromQuery;
  for (const header of CRUMB_HEADERS) {
    const value = request.headers.get(header);
    if (value) return value;
  }
  return formCrumb || undefined;
}

/**
 * The crumb check of a state-changing call (double-submit cookie, spec 000 §7):
 * - the crumb sent (query, header or form field) equals the crumb cookie: accepted;
 * - neither a crumb nor a crumb cookie, and the browser says the call comes from this site
 *   (`Origin`/`Sec-Fetch-Site`): accepted. This is the data layer's single retry after a
 *   `crumbFail`: it deletes its crumb cookie before retrying, so the retry carries none;
 * - anything else is refused.
 */
export function crumbAccepted(request: Request, formCrumb?: string | undefined): boolean {
  const cookie = requestCookie(request, CRUMB_COOKIE);
  const given = givenCrumb(request, formCrumb);
  if (cookie && given) return sameText(cookie, given);
  if (!cookie && !given) return isSameOriginRequest(request);
  return false;
}
