/** SKU length maximum (spec 000 section 5). */
export const SKU_MAX_LENGTH = 60;

/** Generated SKUs are 'SQ' followed by 7 random digits (spec 000 section 5). */
export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_DIGITS = 7;

// Line breaks, tabs and other control characters never belong in a SKU.
const CONTROL = /\p{Cc}/u;

/**
 * Generates a SKU: 'SQ' followed by 7 random digits. `random` returns a number in [0, 1) like
 * Math.random; out-of-range or non-finite values are clamped so the result is always 7 digits.
 */
export function generateSku(random: () => number = Math.random): string {
  let sku = GENERATED_SKU_PREFIX;
  for (let index = 0; index < GENERATED_SKU_DIGITS; index += 1) {
    const value = random();
    const digit = Number.isFinite(value) ? Math.min(9, Math.max(0, Math.floor(value * 10))) : 0;
    sku += String(digit);
  }
  return sku;
}

/**
 * Whether a string is an acceptable SKU: 1 to 60 characters (UTF-16 code units, as the server
 * counts), no leading or trailing whitespace, no control characters (tabs, line breaks). Inner
 * spaces are allowed, since merchants write SKUs such as 'TSHIRT RED L'.
 */
export function isValidSku(s: string): boolean {
  return (
    typeof s === 'string' &&
    s.length > 0 &&
    s.length <= SKU_MAX_LENGTH &&
    s.trim() === s &&
    !CONTROL.test(s)
  );
}
