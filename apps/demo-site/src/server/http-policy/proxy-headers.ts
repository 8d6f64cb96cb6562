/**
 * Headers by which a proxy in front of the server tells the client's address, scheme, host and
 * port (`Forwarded` of RFC 7239, the `X-Forwarded-*` family, `X-Real-IP`). Any client can send
 * them, so they mean something only when a proxy we run sets them.
 */
const PROXY_HEADER = /^(?:forwarded|x-forwarded-[a-z-]+|x-real-ip)$/;

/** The names of the proxy headers a request carries (lowercase). */
export function proxyHeaderNames(headers: Headers): string[] {
  return [...headers.keys()].filter((name) => PROXY_HEADER.test(name));
}

/**
 * The request without its proxy headers, or the request itself when it has none. The body is
 * handed over unread, so the copy must be made before anything reads it.
 */
export function withoutProxyHeaders(request: Request): Request {
  const names = proxyHeaderNames(request.headers);
  if (names.length === 0) return request;
  const headers = new Headers(request.headers);
  for (const name of names) headers.delete(name);
  return new Request(request, { headers, duplex: 'half' } as RequestInit);
}

/**
 * Whether the client reached the site over https: the request URL says so, or, only when
 * `trustProxy` is on, the first `X-Forwarded-Proto` of the proxy in front.
 */
export function isHttpsRequest(request: Request, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.toLowerCase() === 'https';
  }
  try {
    return new URL(request.url).protocol === 'https:';
  } catch {
    return false;
  }
}
