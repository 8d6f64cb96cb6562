// Schemes that would run code or inline content instead of going to a page.
const UNSAFE_SCHEME = /^(?:javascript|data|vbscript):/i;
// Relative addresses are read against a page of the site; any https page reads them the same.
const PAGE_BASE = 'https://www.example.invalid/';
/** The URL without control characters and whitespace, which browsers drop from a scheme. */
const withoutControls = (url: string) =>
  [...url].filter((character) => character > ' ' && character !== '\u007f').join('');

/** Whether a browser can go to the URL at all: `location.assign('https://')` throws. */
function isAddress(url: string): boolean {
  try {
    return new URL(url, PAGE_BASE).href !== '';
  } catch {
    return false;
  }
}

/**
 * The success URL to go to (spec 000 §4 "Success"), or `null` when none is configured or it is
 * not a page address (a `javascript:`, `data:` or `vbscript:` URL, even disguised with spaces or
 * control characters, or text that is no URL at all, such as `https://`), in which case the
 * post-submit message is shown instead.
 */
export function successRedirectUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const trimmed = url.trim();
  return UNSAFE_SCHEME.test(withoutControls(url)) || !isAddress(trimmed) ? null : trimmed;
}
