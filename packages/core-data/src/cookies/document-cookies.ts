import { parseCookies } from './parse-cookies';
import { type CookieOptions, serializeCookie } from './serialize-cookie';

/** The document, read at call time: undefined outside a browser. */
function currentDocument(): { cookie: string } | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/**
 * Reads one cookie by name from `source`, or from `document.cookie` at call time when no source
 * is given. Undefined when the cookie is absent or there is no document.
 */
export function readCookie(name: string, source?: string): string | undefined {
  const header = source ?? currentDocument()?.cookie;
  if (header === undefined) return undefined;
  const cookies = parseCookies(header);
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

/**
 * Writes a cookie to `document.cookie` at call time (see serializeCookie for the options and
 * defaults). Returns true once written, false when there is no document (server rendering).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const doc = currentDocument();
  if (doc === undefined) return false;
  doc.cookie = serializeCookie(name, value, options);
  return true;
}

/** Where a cookie to delete was set: path and domain must match the ones it was written with. */
export type DeleteCookieOptions = Pick<CookieOptions, 'path' | 'domain'>;

/**
 * Deletes a cookie by writing it empty and already expired. Returns false when there is no
 * document. The path (default '/') and domain must match those it was set with.
 */
export function deleteCookie(name: string, options: DeleteCookieOptions = {}): boolean {
  return writeCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
