import { parseCookies } from '@vitrine/core-data/cookies';

/**
 * Whether the request reached us over https: the URL says so, or a proxy in front of us does
 * (`X-Forwarded-Proto`, first value). Decides the Secure flag of our cookies.
 */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  try {
    return new URL(request.url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** One cookie of the request, decoded; undefined when absent. */
export function requestCookie(request: Request, name: string): string | undefined {
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

/** The hosts this request may call its own: the URL's, and the one a proxy forwarded. */
function ownHosts(request: Request): string[] {
  const hosts: string[] = [];
  try {
    hosts.push(new URL(request.url).host.toLowerCase());
  } catch {
    // A request without a parsable URL has no host of its own.
  }
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) hosts.push(forwarded);
  const host = request.headers.get('host')?.trim().toLowerCase();
  if (host) hosts.push(host);
  return hosts;
}

function originHost(request: Request): string | null | undefined {
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  if (origin === 'null') return null;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether the browser says this request comes from a page of this very site: `Sec-Fetch-Site:
 * same-origin`, or an `Origin` header naming our host. Browsers send `Origin` with every POST,
 * PUT and DELETE and no page can forge it, so this is the origin check of OWASP's CSRF advice.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return true;
  if (site && site !== 'none') return false;
  const host = originHost(request);
  return typeof host === 'string' && ownHosts(request).includes(host);
}

/**
 * Whether a browser says this request comes from another site: `Sec-Fetch-Site` other than
 * same-origin or none, or an `Origin` header (`null` included) that is not our host. A request
 * saying neither (a server-side client, an old browser) is not counted as cross-site.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const host = originHost(request);
  if (host === undefined) return false;
  return host === null || !ownHosts(request).includes(host);
}
