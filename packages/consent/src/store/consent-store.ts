import type { CookieOptions } from '@vitrine/core-data/cookies';
import { type ConsentStore, createConsentStore } from './create-consent-store';

/**
 * The page-wide consent store: the one the banner, telemetry and the runtime share. Creating it
 * touches nothing: the cookie is read on first use, and the runtime sets the site's policy.
 */
export const consentStore: ConsentStore = /* @__PURE__ */ createConsentStore();

/** Whether the page-wide store allows writing a non-essential cookie now. */
export function canWriteNonEssentialCookies(): boolean {
  return consentStore.canWriteNonEssentialCookies();
}

/**
 * Writes a non-essential cookie through the page-wide store: only when consent allows it.
 * Returns whether it was written.
 */
export function writeNonEssentialCookie(
  name: string,
  value: string,
  options?: CookieOptions,
): boolean {
  return consentStore.writeNonEssentialCookie(name, value, options);
}
