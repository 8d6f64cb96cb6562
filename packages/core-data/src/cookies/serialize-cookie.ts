/** Options of a Set-Cookie string. */
export interface CookieOptions {
  /** Expiry as a date, or as a number of days from now. */
  expires?: Date | number;
  /** Lifetime in seconds; browsers prefer it over `expires`. */
  maxAge?: number;
  /** Defaults to '/', so the cookie is visible on every page of the site. */
  path?: string;
  domain?: string;
  /** Defaults to 'Lax'. 'None' always adds Secure, since browsers reject it otherwise. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

const DAY_MS = 86_400_000;
// Characters that would end or split an attribute: ';', ',' and controls (CR/LF included).
const UNSAFE_ATTRIBUTE = /[;,\p{Cc}]/u;
// A surrogate pair, or a lone surrogate half (which UTF-8, so encodeURIComponent, cannot carry).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Percent-encodes text; a lone surrogate becomes U+FFFD, as browsers encode it to UTF-8. */
function encodeText(text: string): string {
  return encodeURIComponent(
    text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD')),
  );
}

// Percent-escapes that encodeURIComponent writes for characters a cookie value may hold as they
// are (RFC 6265 cookie-octets: # $ & + / : < = > ? @ [ ] ^ ` { | }): written back literally,
// as js-cookie does, so a value such as ss_cvr's `a|b|c|d|e` reads the same to every reader.
const NEEDLESS_ESCAPES = /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g;

/**
 * Encodes a cookie name: percent-encoding, plus '(' and ')' which encodeURIComponent keeps but
 * a cookie name (an RFC 6265 token) may not hold.
 */
function encodeCookieName(name: string): string {
  return encodeText(name).replace(/\(/g, '%28').replace(/\)/g, '%29');
}

function checkedAttribute(label: string, value: string): string {
  if (UNSAFE_ATTRIBUTE.test(value))
    throw new TypeError(`Cookie ${label} holds a forbidden character`);
  return value;
}

/**
 * Builds a Set-Cookie / `document.cookie` string. The name is percent-encoded; the value too,
 * but only where RFC 6265 requires it (controls, whitespace, '"', ',', ';', '\\', non-ASCII and
 * '%'), so `|`, `:`, `/`, `=` stay as they are. Any text is safe: parseCookies decodes it back
 * (a lone surrogate comes back as U+FFFD).
 * Throws a TypeError for programming mistakes: an empty name, an invalid expiry or max-age, or a
 * path or domain holding ';', ',' or controls.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (typeof name !== 'string' || name.length === 0) throw new TypeError('Cookie name is empty');
  const { expires, maxAge, path = '/', domain, sameSite = 'Lax', secure } = options;
  // A value escapes only what RFC 6265 forbids in it (and '%'): see NEEDLESS_ESCAPES.
  let cookie = `${encodeCookieName(name)}=${encodeText(String(value)).replace(NEEDLESS_ESCAPES, decodeURIComponent)}`;
  if (expires !== undefined) {
    const date = typeof expires === 'number' ? new Date(Date.now() + expires * DAY_MS) : expires;
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
      throw new TypeError('Cookie expires is not a valid date or number of days');
    }
    cookie += `; Expires=${date.toUTCString()}`;
  }
  if (maxAge !== undefined) {
    if (!Number.isFinite(maxAge)) throw new TypeError('Cookie maxAge is not a finite number');
    cookie += `; Max-Age=${Math.floor(maxAge)}`;
  }
  if (path) cookie += `; Path=${checkedAttribute('path', path)}`;
  if (domain) cookie += `; Domain=${checkedAttribute('domain', domain)}`;
  if (sameSite !== 'Strict' && sameSite !== 'Lax' && sameSite !== 'None') {
    throw new TypeError(`Cookie sameSite is not Strict, Lax or None: ${String(sameSite)}`);
  }
  cookie += `; SameSite=${sameSite}`;
  if (secure || sameSite === 'None') cookie += '; Secure';
  return cookie;
}
