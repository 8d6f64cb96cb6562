/** Spec 000 §3 "Fonts" and §7 "Other loads": the fonts service stylesheets. */
export const GOOGLE_FONTS_CSS_URL = 'https://fonts.googleapis.com/css';
export const TYPEKIT_CSS_BASE_URL = 'https://use.typekit.net/';

/** The message of the error thrown (and reported) when a Typekit kit is gone (spec 000 §8). */
export const TYPEKIT_UNAVAILABLE_MESSAGE = 'Typekit font no longer available';

/**
 * The Google Fonts stylesheet for the page's `googleFonts[].includeName` values (each a family
 * with its variants, `Roboto:400,700`), joined with `|` in one `family` parameter, duplicates and
 * blanks left out, with `display=swap`. Undefined when there is nothing to load.
 */
export function googleFontsStylesheetUrl(
  fonts: readonly { readonly includeName: string }[] | undefined,
): string | undefined {
  const families = [
    ...new Set((fonts ?? []).map((font) => font.includeName.trim()).filter(Boolean)),
  ];
  if (families.length === 0) return undefined;
  return `${GOOGLE_FONTS_CSS_URL}?family=${families.map((family) => encodeURIComponent(wellFormed(family)).replace(/%20/g, '+').replace(/%3A/g, ':').replace(/%2C/g, ',')).join('|')}&display=swap`;
}

// A surrogate pair, or a lone surrogate half (which UTF-8, so encodeURIComponent, cannot carry).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** The text with each lone surrogate written as U+FFFD, as browsers encode URLs. */
function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}

/** `https://use.typekit.net/<id>.css`, or undefined for a missing or malformed kit id. */
export function typekitStylesheetUrl(typekitId: string | null | undefined): string | undefined {
  if (!typekitId || !/^[a-z0-9]+$/i.test(typekitId)) return undefined;
  return `${TYPEKIT_CSS_BASE_URL}${typekitId}.css`;
}

/** The error a missing Typekit kit throws (spec 000 §8: thrown and reported). */
export class TypekitUnavailableError extends Error {
  readonly typekitId: string;
  constructor(typekitId: string) {
    super(`${TYPEKIT_UNAVAILABLE_MESSAGE}: ${typekitId}`);
    this.name = 'TypekitUnavailableError';
    this.typekitId = typekitId;
  }
}
