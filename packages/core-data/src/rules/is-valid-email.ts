/** Email length bounds, inclusive (spec 000 sections 5 and 9: 3 to 256 characters). */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

// Characters a local part may not hold: whitespace, controls and the address punctuation that
// only quoted local parts allow (quoted local parts are not accepted). Single classes: linear.
const LOCAL_FORBIDDEN = /[\s\p{Cc}<>()[\]\\,;:"@]/u;
// A domain label: Unicode letters (internationalised domains), digits and hyphens.
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;
// Spec 000 section 5: the final label is 2 to 4 alphanumerics.
const FINAL_LABEL = /^[A-Za-z0-9]{2,4}$/;

/**
 * Whether a string is a valid email address (spec 000 section 5): 3 to 256 characters, a local
 * part, '@', a dotted domain, and a final label of 2 to 4 alphanumerics. The input is not trimmed.
 * Beyond the spec: exactly one '@'; the local part has no whitespace, no leading, trailing or
 * doubled dot and none of `<>()[]\,;:"`; domain labels are non-empty, made of letters, digits
 * and hyphens, and neither start nor end with a hyphen. Plain string operations and single
 * character classes only, so hostile input cannot cause catastrophic backtracking.
 */
export function isValidEmail(s: string): boolean {
  if (typeof s !== 'string' || s.length < EMAIL_MIN_LENGTH || s.length > EMAIL_MAX_LENGTH) {
    return false;
  }
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@')) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (LOCAL_FORBIDDEN.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!FINAL_LABEL.test(labels[labels.length - 1] ?? '')) return false;
  return labels.every(
    (label) => DOMAIN_LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'),
  );
}
