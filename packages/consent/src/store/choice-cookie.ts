import { deleteCookie, readCookie, serializeCookie, writeCookie } from '@vitrine/core-data/cookies';
import type { CHOICE_COOKIE_LIFETIME_DAYS } from '@vitrine/core-data/limits';
import type { ConsentChoice } from '../policy/consent-policy';

/** The cookie holding the visitor's choice, as JSON `{"allowed":true}` or `{"allowed":false}`. */
export const CONSENT_CHOICE_COOKIE = 'vitrine_cookie_choice';

/**
 * Cookie-choice lifetime: 30 days (spec 000 §9). Written here, typed as core-data's constant so
 * the two cannot differ; an import would cost the 2 kB store a reference.
 */
export const CONSENT_CHOICE_LIFETIME_DAYS: typeof CHOICE_COOKIE_LIFETIME_DAYS = 30;

const SECONDS_PER_DAY = 86_400;

/** The stored form of a choice (spec 000 §3: 'allowed' true or false). */
export function encodeConsentChoice(choice: ConsentChoice): string {
  return JSON.stringify({ allowed: choice === 'allowed' });
}

/** The choice a stored value holds, or undefined for anything but `{"allowed": <boolean>}`. */
export function decodeConsentChoice(value: string | undefined): ConsentChoice | undefined {
  try {
    const allowed = JSON.parse(value as string).allowed;
    return allowed === true ? 'allowed' : allowed === false ? 'denied' : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the stored choice; a value that fails the check is deleted, so a fresh one replaces it. */
export function readConsentChoice(): ConsentChoice | undefined {
  const value = readCookie(CONSENT_CHOICE_COOKIE);
  const choice = decodeConsentChoice(value);
  if (value !== undefined && choice === undefined) deleteCookie(CONSENT_CHOICE_COOKIE);
  return choice;
}

/** The choice cookie's lifetime (path '/' and SameSite=Lax are serializeCookie's defaults). */
const CHOICE_COOKIE_LIFETIME = {
  expires: CONSENT_CHOICE_LIFETIME_DAYS,
  maxAge: CONSENT_CHOICE_LIFETIME_DAYS * SECONDS_PER_DAY,
};

/**
 * The cookie that stores the choice, as `document.cookie` takes it and as a `Set-Cookie` header:
 * 30 days on the whole site (path '/'), SameSite=Lax, Secure when `secure`. A server storing a
 * choice posted by the banner's form sends this, so it stores exactly what the page script does.
 */
export function serializeConsentChoice(
  choice: ConsentChoice,
  options: { readonly secure: boolean },
): string {
  return serializeCookie(CONSENT_CHOICE_COOKIE, encodeConsentChoice(choice), {
    ...CHOICE_COOKIE_LIFETIME,
    secure: options.secure,
  });
}

/** Stores the choice (see {@link serializeConsentChoice}), Secure on https pages; false outside a browser. */
export function writeConsentChoice(choice: ConsentChoice): boolean {
  return writeCookie(CONSENT_CHOICE_COOKIE, encodeConsentChoice(choice), {
    ...CHOICE_COOKIE_LIFETIME,
    secure: globalThis.location?.protocol === 'https:',
  });
}
