import type { MiddlewareHandler } from 'hono';
import { isHttpsRequest } from '../http-policy/proxy-headers';

/** The video players the site frames (`frame-src`), which may also use the features below. */
const VIDEO_PLAYERS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * One year of https only, for this host alone: the site cannot speak for sibling subdomains, so
 * no `includeSubDomains` and no preload. Sent over https only (RFC 6797 §7.2).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * What the pages may use: only what the video embed asks for (`allow="autoplay; fullscreen;
 * picture-in-picture; encrypted-media"`), for the site and its video players; every sensor,
 * camera, microphone, location and payment feature is off for the site and every frame.
 */
export const PERMISSIONS_POLICY = [
  ...['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media'].map(
    (feature) => `${feature}=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ')})`,
  ),
  ...[
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'usb',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * The referrer the site's pages send: the origin only to other sites, nothing over a downgrade.
 * The server's own pages (checkout and owner) set `same-origin`, which is kept: their addresses
 * hold a cart token or the owner's page, which no other site should see.
 */
export const SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface SecurityHeadersOptions {
  /** Vite's client and its inline React refresh preamble (development only). */
  readonly dev?: boolean;
  /** Whether `X-Forwarded-Proto` of a proxy we run tells that the visitor came over https. */
  readonly trustProxy?: boolean;
}

/**
 * The security headers of every answer:
 * - Content-Security-Policy: scripts only from the site itself (no inline script can run, so
 *   markup injected through any visitor-controlled value cannot execute), frames for the video
 *   players and the sandboxed widget and embed documents, images from the site and data URLs;
 * - Strict-Transport-Security over https; Permissions-Policy; Referrer-Policy;
 *   X-Content-Type-Options; X-Frame-Options.
 * A page that sets a stricter CSP or Referrer-Policy of its own (checkout and owner pages)
 * keeps it.
 */
export function securityHeaders({
  dev = false,
  trustProxy = false,
}: SecurityHeadersOptions = {}): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src 'self' ${VIDEO_PLAYERS.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    if (!headers.has('Referrer-Policy')) c.header('Referrer-Policy', SITE_REFERRER_POLICY);
    if (isHttpsRequest(c.req.raw, trustProxy))
      c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}
