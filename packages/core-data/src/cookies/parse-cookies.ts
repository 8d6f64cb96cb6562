/** Decodes a cookie name or value; bad percent-encoding is kept as written. */
function decodeCookieText(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Parses a Cookie header or `document.cookie` string into values by name. Pairs are split on
 * ';', names and values are trimmed, a value in double quotes loses its quotes, and both are
 * percent-decoded. Tolerant: a pair without '=' or with an empty name is skipped, bad
 * percent-encoding keeps its raw text, and the first of duplicate names wins (browsers list
 * the most specific path first). Never throws. The result has no prototype.
 */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  if (typeof header !== 'string') return cookies;
  let start = 0;
  while (start < header.length) {
    const found = header.indexOf(';', start);
    const end = found === -1 ? header.length : found;
    const pair = header.slice(start, end);
    start = end + 1;
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = decodeCookieText(pair.slice(0, equals).trim());
    if (name.length === 0 || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    cookies[name] = decodeCookieText(value);
  }
  return cookies;
}
