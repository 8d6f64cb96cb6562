import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { setCookieValue } from './cookie-header';
import {
  type CrumbSigner,
  createCrumbSigner,
  newVisitorId,
  VISITOR_ID_PATTERN,
} from './crumb-signer';
import {
  isSameOriginRequest,
  isSecureRequest,
  requestCookie,
  requestCookieValues,
} from './request-facts';
import { SESSION_COOKIE } from './sessions';

/** Spec 000 §7: the crumb cookie, which the data layer reads and sends back as `?crumb=`. */
export const CRUMB_COOKIE = 'crumb';
/** The query parameter the data layer adds to every call (spec 000 §7 "Generic data layer"). */
export const CRUMB_PARAM = 'crumb';
/**
 * Headers that may carry the crumb instead: the error reporter sends it in `X-CSRF-Token`
 * (`DEFAULT_CRUMB_HEADER` of @vitrine/telemetry/error-reporter), other clients may use `X-Crumb`.
 */
export const CRUMB_HEADERS = ['x-csrf-token', 'x-crumb'] as const;

/** The HttpOnly cookie naming the visitor their crumb is signed for (16 random bytes). */
export const CRUMB_VISITOR_COOKIE = 'vitrine_visitor';

/** The crumb of the request being answered, and whether the answer must set it. */
export interface CrumbState {
  value: string;
  issue: boolean;
  /** The visitor the crumb is signed for. */
  readonly visitor: string;
  /**
   * Whether the request named that visitor (by its visitor cookie or a crumb of ours): false for
   * a visitor first seen now, whose id the next request will not carry unless it keeps cookies.
   */
  readonly knownVisitor: boolean;
  /** Whether the answer must set the visitor cookie. */
  readonly issueVisitor: boolean;
}

/** Hono variables of the crumb middleware. */
export interface CrumbEnv {
  Variables: { crumbState: CrumbState; crumbSigner: CrumbSigner };
}

export interface CrumbOptions {
  /** The server secret the crumbs are signed with (`crumbSecret(db)`), 32 bytes at least. */
  readonly secret: Uint8Array;
}

function crumbCookieValue(value: string, secure: boolean): string {
  // Not HttpOnly: the page's script reads it (spec 000 §7). A browser-session cookie.
  return setCookieValue(CRUMB_COOKIE, value, { sameSite: 'Lax', secure });
}

function visitorCookieValue(visitor: string, secure: boolean): string {
  // HttpOnly: no script, even one of a sibling subdomain, reads it. A browser-session cookie.
  return setCookieValue(CRUMB_VISITOR_COOKIE, visitor, { sameSite: 'Lax', secure, httpOnly: true });
}

/**
 * The visitor cookie of a request: its one value when well formed; `conflict` when several values
 * differ (a cookie planted beside ours) or the one value is malformed; undefined when absent.
 */
function visitorCookieOf(request: Request): string | 'conflict' | undefined {
  const values = new Set(requestCookieValues(request, CRUMB_VISITOR_COOKIE));
  if (values.size === 0) return undefined;
  const [only] = values;
  return values.size === 1 && only !== undefined && VISITOR_ID_PATTERN.test(only)
    ? only
    : 'conflict';
}

/**
 * The visitor a crumb reads as, for this request: the crumb must be signed for the request's
 * session cookie, and name the visitor of the visitor cookie when the request has one.
 */
function crumbVisitor(signer: CrumbSigner, request: Request, crumb: string): string | null {
  const read = signer.read(crumb, requestCookie(request, SESSION_COOKIE));
  if (!read) return null;
  const cookie = visitorCookieOf(request);
  return cookie === undefined || cookie === read.visitor ? read.visitor : null;
}

/**
 * Gives every answer a crumb cookie when the request had none that reads as its own (missing,
 * malformed, forged, signed for another visitor or another session), for pages and API calls
 * alike: `app.use('*', crumbMiddleware({ secret: crumbSecret(db) }))`. A new visitor also gets
 * the HttpOnly visitor cookie the crumb is bound to. The current crumb is in
 * `c.get('crumbState').value`. Nested use (the page server and the API app both installing it)
 * sets the cookies once: the outermost middleware owns them.
 */
export function crumbMiddleware(options: CrumbOptions): MiddlewareHandler<CrumbEnv> {
  const signer = createCrumbSigner(options.secret);
  return async (c, next) => {
    if (c.get('crumbState')) {
      await next();
      return;
    }
    const request = c.req.raw;
    const current = requestCookie(request, CRUMB_COOKIE);
    const read = current === undefined ? null : crumbVisitor(signer, request, current);
    const cookie = visitorCookieOf(request);
    const known = read ?? (cookie === 'conflict' ? undefined : cookie);
    const visitor = known ?? newVisitorId();
    const state: CrumbState = {
      value:
        read !== null && current !== undefined
          ? current
          : signer.sign(visitor, requestCookie(request, SESSION_COOKIE)),
      issue: read === null,
      visitor,
      knownVisitor: known !== undefined,
      issueVisitor: read === null && cookie !== visitor,
    };
    c.set('crumbSigner', signer);
    c.set('crumbState', state);
    await next();
    const secure = isSecureRequest(request);
    if (state.issueVisitor) {
      c.header('Set-Cookie', visitorCookieValue(state.visitor, secure), { append: true });
    }
    if (state.issue) {
      c.header('Set-Cookie', crumbCookieValue(state.value, secure), { append: true });
    }
  };
}

/**
 * Replaces the crumb: the answer sets a fresh cookie, for the same visitor. Used after a crumb
 * failure (so a client that re-reads the cookie succeeds on its retry) and when the session
 * changes: login passes the new session cookie, logout `null`, so the new crumb is signed for
 * the session the browser will hold. Needs {@link crumbMiddleware} before it.
 */
export function renewCrumb(c: Context, options: { readonly session?: string | null } = {}): string {
  const state = (c as Context<CrumbEnv>).get('crumbState');
  const signer = (c as Context<CrumbEnv>).get('crumbSigner');
  if (!state || !signer) throw new Error('renewCrumb needs crumbMiddleware before it.');
  const session =
    options.session === undefined
      ? requestCookie(c.req.raw, SESSION_COOKIE)
      : (options.session ?? undefined);
  state.value = signer.sign(state.visitor, session);
  state.issue = true;
  return state.value;
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
 * The crumb check of a state-changing call (spec 000 §7), a signed double-submit crumb:
 * - the crumb sent (query, header or form field) equals the crumb cookie, and reads as this
 *   request's own: signed with the server's secret, for the session cookie the request carries
 *   and for the visitor of its visitor cookie (see {@link crumbMiddleware}): accepted. So a
 *   crumb cookie planted by a sibling subdomain, forged or taken from another visitor, is refused;
 * - neither a crumb nor a crumb cookie, and the browser says the call comes from this site
 *   (`Origin`/`Sec-Fetch-Site`): accepted. This is the data layer's single retry after a
 *   `crumbFail`: it deletes its crumb cookie before retrying, so the retry carries none;
 * - anything else is refused, and so is every call when no crumb middleware ran.
 */
export function crumbAccepted(c: Context, formCrumb?: string | undefined): boolean {
  const request = c.req.raw;
  const signer = (c as Context<CrumbEnv>).get('crumbSigner');
  const cookie = requestCookie(request, CRUMB_COOKIE);
  const given = givenCrumb(request, formCrumb);
  if (cookie && given) {
    return (
      signer !== undefined &&
      sameText(cookie, given) &&
      crumbVisitor(signer, request, given) !== null
    );
  }
  if (!cookie && !given) return isSameOriginRequest(request);
  return false;
}
