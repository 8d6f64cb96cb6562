// Schemes that would run code or inline content instead of going to a page.
const UNSAFE_SCHEME = /^(?:javascript|data|vbscript):/i;
/** The URL without control characters and whitespace, which browsers drop from a scheme. */
const withoutControls = (url: string) =>
  [...url].filter((character) => character > ' ' && character !== '\u007f').join('');

/**
 * The success URL to go to (spec 000 §4 "Success"), or `null` when none is configured or it is
 * not a page address (a `javascript:`, `data:` or `vbscript:` URL, even disguised with spaces or
 * control characters), in which case the post-submit message is shown instead.
 */
export function successRedirectUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  return UNSAFE_SCHEME.test(withoutControls(url)) ? null : url.trim();
}
