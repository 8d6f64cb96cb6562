/** The link categories of spec 000 section 5. */
export type LinkCategory =
  | 'anchor'
  | 'content-link'
  | 'external-link'
  | 'file-link'
  | 'empty'
  | 'malformed-protocol'
  | 'misc-protocol'
  | 'default';

/** Why a link is invalid. */
export type LinkInvalidReason =
  | 'empty'
  | 'too-long'
  | 'too-short'
  | 'invalid-characters'
  | 'invalid-address'
  | 'missing-target'
  | 'malformed-protocol'
  | 'invalid-host';

/** The result of `validateLink`: `reason` is present exactly when `valid` is false. */
export interface LinkValidation {
  valid: boolean;
  category: LinkCategory;
  reason?: LinkInvalidReason;
}

/**
 * Link limits of spec 000 section 5. Each length is an exclusive bound on the whole link as the
 * browser reads it (tabs and newlines dropped, blanks at the ends trimmed), scheme included
 * ('under 100 characters': at most 99). `telMinLength` is the minimum
 * length of the number after 'tel:'. `internalUrl` applies to content links and file links.
 */
export const LINK_LIMITS = {
  anchor: 100,
  tel: 50,
  telMinLength: 4,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internalUrl: 150,
} as const;

const ok = (category: LinkCategory): LinkValidation => ({ valid: true, category });
const fail = (category: LinkCategory, reason: LinkInvalidReason): LinkValidation => ({
  valid: false,
  category,
  reason,
});
const underLimit = (link: string, category: LinkCategory, limit: number): LinkValidation =>
  link.length < limit ? ok(category) : fail(category, 'too-long');

// All patterns below are single character classes or fixed strings: linear time on any input.
const TEL_NUMBER = /^[0-9+-]+$/;
const HOST_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;
const DIGITS = /^[0-9]+$/;
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/;
const AUTHORITY_END = /[/?#\\]/;
const MAX_HOST_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const MAX_PORT_DIGITS = 5;
const MAX_PORT = 65_535;
const MAX_IPV4_OCTET = 255;
// Schemes whose near misses ('htp', 'htps', 'mailt') are typing mistakes, not other protocols.
const TYPO_PRONE_SCHEMES = ['http', 'https', 'mailto'];

const isLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
// '+', '-', '.' may follow the first letter of a scheme (RFC 3986 section 3.1).
const isSchemeSign = (code: number): boolean => code === 0x2b || code === 0x2d || code === 0x2e;

/** Index of the ':' ending a scheme (a letter, then letters, digits, '+', '.', '-'), or -1. */
function schemeEnd(link: string): number {
  if (!isLetter(link.charCodeAt(0))) return -1;
  for (let index = 1; index < link.length; index += 1) {
    const code = link.charCodeAt(index);
    if (code === 0x3a) return index;
    if (!isLetter(code) && !isDigit(code) && !isSchemeSign(code)) return -1;
  }
  return -1;
}

/** Whether `a` is one edit (insertion, deletion, substitution or swap of neighbours) from `b`. */
function isOneEditAway(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (restA.slice(1) === restB.slice(1)) return true; // substitution
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // insertion or deletion
  return (
    restA.length > 1 &&
    restA[0] === restB[1] &&
    restA[1] === restB[0] &&
    restA.slice(2) === restB.slice(2)
  );
}

function isIpv4(labels: readonly string[]): boolean {
  return (
    labels.length === 4 &&
    labels.every(
      (label) => DIGITS.test(label) && label.length <= 3 && Number(label) <= MAX_IPV4_OCTET,
    )
  );
}

/** Whether a host name looks like a public host: dotted labels, or an IPv4 address. */
function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (isIpv4(labels)) return true;
  if (DIGITS.test(labels[labels.length - 1] ?? '')) return false;
  return labels.every(
    (label) =>
      label.length > 0 &&
      label.length <= MAX_LABEL_LENGTH &&
      HOST_LABEL.test(label) &&
      !label.startsWith('-') &&
      !label.endsWith('-'),
  );
}

const PROTOCOL_RELATIVE = /^[/\\]{2}/;
const LEADING_SLASHES = /^[/\\]+/;
const FILE_LINK = /^[/\\]s[/\\]/;
// What the URL Standard removes before it parses: ASCII tabs and newlines anywhere, C0 controls
// and spaces at both ends.
const TABS_AND_NEWLINES = /[\t\n\r]/g;
// (and, as browsers' address handling does, any other whitespace there).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the URL Standard trims C0 controls
const BLANK_AT_ENDS = /^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g;

/** A link as the URL Standard reads it before parsing (`/\t/evil.example` is `//evil.example`). */
function urlStandardForm(href: string): string {
  return href.replace(TABS_AND_NEWLINES, '').replace(BLANK_AT_ENDS, '');
}

/** Whether the authority at the start of `rest` (host, optional port, optional user info) is valid. */
function isAuthority(rest: string, allowUserInfo: boolean): boolean {
  const end = rest.search(AUTHORITY_END);
  let host = end === -1 ? rest : rest.slice(0, end);
  if (allowUserInfo) host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    const port = host.slice(close + 1);
    if (close === -1 || !IPV6.test(host.slice(0, close + 1))) return false;
    return port === '' || isPort(port.slice(1), port[0]);
  }
  const colon = host.indexOf(':');
  if (colon !== -1) {
    if (!isPort(host.slice(colon + 1), ':')) return false;
    host = host.slice(0, colon);
  }
  return isHostName(host);
}

function isPort(port: string, separator: string | undefined): boolean {
  return (
    separator === ':' &&
    port.length <= MAX_PORT_DIGITS &&
    DIGITS.test(port) &&
    Number(port) <= MAX_PORT
  );
}

function validateMailto(link: string, rest: string): LinkValidation {
  if (link.length >= LINK_LIMITS.mailto) return fail('misc-protocol', 'too-long');
  const query = rest.indexOf('?');
  const address = query === -1 ? rest : rest.slice(0, query);
  if (address.length === 0) return fail('misc-protocol', 'missing-target');
  const at = address.indexOf('@');
  const domain = address.slice(at + 1);
  const dot = domain.indexOf('.');
  const dotted = dot > 0 && dot < domain.length - 1 && !domain.includes('..');
  return at > 0 && at === address.lastIndexOf('@') && dotted
    ? ok('misc-protocol')
    : fail('misc-protocol', 'invalid-address');
}

function validateTel(link: string, rest: string): LinkValidation {
  if (link.length >= LINK_LIMITS.tel) return fail('misc-protocol', 'too-long');
  if (rest.length === 0) return fail('misc-protocol', 'missing-target');
  if (!TEL_NUMBER.test(rest)) return fail('misc-protocol', 'invalid-characters');
  return rest.length < LINK_LIMITS.telMinLength
    ? fail('misc-protocol', 'too-short')
    : ok('misc-protocol');
}

function validateScheme(link: string, scheme: string, rest: string): LinkValidation {
  switch (scheme) {
    case 'http':
    case 'https':
      if (!rest.startsWith('//') || rest[2] === '/' || rest[2] === '\\') {
        return fail('malformed-protocol', 'malformed-protocol');
      }
      return isAuthority(rest.slice(2), true)
        ? ok('external-link')
        : fail('external-link', 'invalid-host');
    case 'mailto':
      return validateMailto(link, rest);
    case 'tel':
      return validateTel(link, rest);
    case 'ftp':
      if (link.length >= LINK_LIMITS.ftp) return fail('misc-protocol', 'too-long');
      if (!rest.startsWith('//')) return fail('malformed-protocol', 'malformed-protocol');
      return isAuthority(rest.slice(2), true)
        ? ok('misc-protocol')
        : fail('misc-protocol', 'invalid-host');
    case 'sms':
    case 'javascript': {
      const limit = scheme === 'sms' ? LINK_LIMITS.sms : LINK_LIMITS.javascript;
      if (link.length >= limit) return fail('misc-protocol', 'too-long');
      return rest.length > 0 ? ok('misc-protocol') : fail('misc-protocol', 'missing-target');
    }
    default:
      if (TYPO_PRONE_SCHEMES.some((known) => isOneEditAway(scheme, known))) {
        return fail('malformed-protocol', 'malformed-protocol');
      }
      return rest.length > 0 ? ok('misc-protocol') : fail('misc-protocol', 'missing-target');
  }
}

/**
 * Validates a link and tells its category (spec 000 section 5; content links start with '/',
 * file links with '/s/', spec 000 section 2). Never throws; linear time on any string.
 *
 * - The link is classified as a browser resolves it (the URL Standard): tabs and newlines
 *   anywhere are dropped, controls and whitespace at both ends ignored, and `\\` reads as `/`;
 *   nothing left is `empty`.
 * - `#...` is an anchor (under 100). `/s/...` is a file link and `/...` a content link (under
 *   150, length only). `//host` (`/\\host`, `\\\\host`, `/\t/host`: any two slashes) is
 *   protocol-relative, so an external link.
 * - `http(s)://host` is an external link, valid when the host is a dotted name or an IP address
 *   (no length limit: the spec names none).
 * - tel, sms, mailto, javascript, ftp and every other scheme are `misc-protocol`, with the
 *   spec's limits for the five named ones; any other scheme just needs something after ':'.
 * - `malformed-protocol` (always invalid): a missing scheme (`://x`), http(s) without '//'
 *   (`http:/x`, `https//x`), ftp without '//', or a scheme one typo away from http, https or
 *   mailto (`htp://x`, `htps://x`, `mailt:x`).
 * - Anything else (`www.example.com/page`, `example.com:8080`) is `default`, valid when it
 *   starts with something that looks like a host. A one-letter "scheme" (`C:\`) or one with a
 *   dot (`www.example.com:8080`) is not a scheme.
 */
export function validateLink(href: string): LinkValidation {
  const link = typeof href === 'string' ? urlStandardForm(href) : '';
  if (link.length === 0) return fail('empty', 'empty');
  if (link.startsWith('#')) return underLimit(link, 'anchor', LINK_LIMITS.anchor);
  // Two slashes, in any mix with backslashes (a web page reads `\` as `/`), start a
  // protocol-relative link: an external link, whatever further slashes follow.
  if (PROTOCOL_RELATIVE.test(link)) {
    return isAuthority(link.replace(LEADING_SLASHES, ''), true)
      ? ok('external-link')
      : fail('external-link', 'invalid-host');
  }
  if (FILE_LINK.test(link)) return underLimit(link, 'file-link', LINK_LIMITS.internalUrl);
  if (link.startsWith('/') || link.startsWith('\\')) {
    return underLimit(link, 'content-link', LINK_LIMITS.internalUrl);
  }
  if (link.startsWith(':')) return fail('malformed-protocol', 'malformed-protocol');

  const colon = schemeEnd(link);
  const scheme = colon === -1 ? '' : link.slice(0, colon).toLowerCase();
  if (scheme.length > 1 && !scheme.includes('.')) {
    return validateScheme(link, scheme, link.slice(colon + 1));
  }
  // 'http//x', 'https//x', 'http/x', 'http\x': an http(s) link that lost its colon.
  if (/^https?[/\\]/i.test(link)) return fail('malformed-protocol', 'malformed-protocol');
  return isAuthority(link, false) ? ok('default') : fail('default', 'invalid-host');
}
