/** Query parsing limit (spec 000 section 9: 1000 keys). */
export const QUERY_MAX_KEYS = 1000;

/** A parsed query: a repeated key holds every value, in order. */
export type ParsedQuery = Record<string, string | string[]>;

const PLUS = /\+/g;

/** Decodes one query component: '+' is a space; bad percent-encoding is kept as written. */
function decodeComponent(text: string): string {
  const spaced = text.replace(PLUS, ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Parses a query string into values by key (spec 000 section 9). A leading '?' is skipped and
 * parsing stops at a '#'. Repeated keys become arrays; '+' is a space; a malformed escape such as
 * '%E0%A4%A' keeps its raw text; a pair without '=' has the value ''; an empty key is ignored.
 * Only the first `limit` parameters (default 1000) are read, so the result never holds more
 * than `limit` keys and a hostile query costs bounded work. Never throws. Brackets carry no
 * meaning ('a[]=1' has the key 'a[]'). The result has no prototype, so '__proto__' is a plain key.
 */
export function parseQuery(search: string, limit: number = QUERY_MAX_KEYS): ParsedQuery {
  const query: ParsedQuery = Object.create(null);
  if (typeof search !== 'string') return query;
  const hash = search.indexOf('#');
  const text = hash === -1 ? search : search.slice(0, hash);
  let start = text.startsWith('?') ? 1 : 0;
  let remaining = Number.isNaN(limit) ? 0 : Math.floor(limit);
  while (start < text.length && remaining > 0) {
    const found = text.indexOf('&', start);
    const end = found === -1 ? text.length : found;
    const pair = text.slice(start, end);
    start = end + 1;
    if (pair.length === 0) continue;
    remaining -= 1;
    const equals = pair.indexOf('=');
    const key = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    if (key.length === 0) continue;
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1));
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else if (typeof existing === 'string') query[key] = [existing, value];
    else existing.push(value);
  }
  return query;
}

/** The first value of a query parameter, or undefined when it is absent. */
export function getQueryParam(search: string, name: string): string | undefined {
  const value = parseQuery(search)[name];
  return typeof value === 'string' ? value : value?.[0];
}
