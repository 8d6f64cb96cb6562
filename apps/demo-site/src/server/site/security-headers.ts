import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of the demo site: scripts only from the site itself (no inline
 * script can run, so markup injected through any visitor-controlled value cannot execute),
 * frames for the video player and the sandboxed widget and embed documents, images from the
 * site and data URLs. `dev` allows Vite's client and its inline React refresh preamble.
 */
export function securityHeaders({
  dev = false,
}: {
  readonly dev?: boolean;
} = {}): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return async (c, next) => {
    await next();
    // A page that sets a stricter policy of its own (checkout and owner pages) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}
