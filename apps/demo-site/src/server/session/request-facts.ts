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

/**
 * Every value the request's Cookie header holds for `name`, in order: a sibling subdomain can
 * plant a second cookie of the same name (another Domain or Path), which a check must see too.
 */
export function requestCookieValues(request: Request, name: string): string[] {
  const values: string[] = [];
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    values.push(pair.slice(equals + 1).trim());
  }
  return values;
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
