import type { MiddlewareHandler } from 'hono';
import { errorAnswer } from '../api/http/answers';
import { API_MESSAGES } from '../api/http/messages';

/** Methods that read: every other method changes state and is checked. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a method changes state (POST, PUT, DELETE, PATCH and any other but GET/HEAD/OPTIONS). */
export function isStateChanging(method: string): boolean {
  return !READ_METHODS.has(method.toUpperCase());
}

/**
 * Where the browser says a request comes from:
 * - `same-origin`: `Sec-Fetch-Site: same-origin`, or (without that header) an `Origin` equal to
 *   the site's own origin;
 * - `elsewhere`: any other `Sec-Fetch-Site` (`same-site` is a sibling subdomain or port,
 *   `cross-site`, `none`), or (without it) an `Origin` naming another origin, or `null`;
 * - `unstated`: neither header, as from a server-side client or a browser too old for both.
 */
export type RequestSource = 'same-origin' | 'elsewhere' | 'unstated';

/** The origin the request was addressed to: its URL's, or the proxy's when it is trusted. */
function ownOrigin(request: Request, trustProxy: boolean): string | null {
  try {
    const url = new URL(request.url);
    if (!trustProxy) return url.origin;
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    return new URL(`${proto || url.protocol.slice(0, -1)}://${host || url.host}`).origin;
  } catch {
    return null;
  }
}

function sameOrigin(origin: string, own: string | null): boolean {
  if (own === null || origin === 'null') return false;
  try {
    return new URL(origin).origin === own;
  } catch {
    return false;
  }
}

/** What the request's `Sec-Fetch-Site` and `Origin` say about where it comes from. */
export function requestSource(
  request: Request,
  options: { readonly trustProxy?: boolean } = {},
): RequestSource {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null)
    return site.trim().toLowerCase() === 'same-origin' ? 'same-origin' : 'elsewhere';
  const origin = request.headers.get('origin');
  if (origin === null) return 'unstated';
  return sameOrigin(origin.trim(), ownOrigin(request, options.trustProxy ?? false))
    ? 'same-origin'
    : 'elsewhere';
}

/**
 * Whether a request says, positively, that a page of this very origin sent it: `Sec-Fetch-Site:
 * same-origin`, or (without that header) an `Origin`, else a `Referer`, of this origin. For a
 * GET that stores something (the tracking beacon): an `<img>` or a link from another site, or a
 * client that says nothing, does not count.
 */
export function isFromThisOrigin(
  request: Request,
  options: { readonly trustProxy?: boolean } = {},
): boolean {
  const source = requestSource(request, options);
  if (source !== 'unstated') return source === 'same-origin';
  const referer = request.headers.get('referer');
  return referer !== null && sameOrigin(referer, ownOrigin(request, options.trustProxy ?? false));
}

/**
 * Issue 17, "CSRF beyond the crumb": every state-changing request (any method but GET, HEAD and
 * OPTIONS, on every route: the API, the cart and reviews, login and logout, the beacons) that a
 * browser says comes from elsewhere is refused with 403 `{ error }`, before any route reads it,
 * whatever crumb it carries. A page of a sibling origin (another port, another subdomain) is
 * elsewhere: `Sec-Fetch-Site: same-site` is refused. `navigator.sendBeacon` sends both headers,
 * so the site's own beacons pass. A request stating neither header is left to the crumb check.
 * Install it first: `app.use('*', sameOriginWrites())`.
 */
export function sameOriginWrites(
  options: { readonly trustProxy?: boolean } = {},
): MiddlewareHandler {
  return async (c, next) => {
    if (isStateChanging(c.req.method) && requestSource(c.req.raw, options) === 'elsewhere') {
      return errorAnswer(c, 403, API_MESSAGES.crossSite);
    }
    return next();
  };
}
