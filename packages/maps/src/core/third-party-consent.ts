/**
 * The visitor's choice about third-party content: a boolean, or a consent store with an
 * `allowsTracking()` method (structural, so `@vitrine/consent` is not a dependency).
 */
export type ThirdPartyConsent = boolean | { readonly allowsTracking: () => boolean };

/**
 * Whether third-party content (the Google Maps script) may load. Undefined (no consent given)
 * allows it: sites without a restrictive cookie policy pass nothing. A store that throws is
 * read as a refusal, with a warning.
 */
export function allowsThirdPartyContent(
  consent: ThirdPartyConsent | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): boolean {
  if (consent === undefined || typeof consent === 'boolean') return consent ?? true;
  try {
    return consent.allowsTracking() === true;
  } catch (error) {
    warn(`Map block: the consent store failed (${String(error)}); the map is not loaded.`);
    return false;
  }
}
