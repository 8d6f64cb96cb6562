import { decodeConsentChoice } from '../store/choice-cookie';
import type { ConsentChoice, ConsentPolicy } from './consent-policy';

/**
 * The choice in force: the stored one, else a refusal when the browser sends the Global Privacy
 * Control signal and the accept type lets the visitor opt out (our addition to spec 000 §4),
 * else none.
 */
export function resolveConsentChoice(
  policy: ConsentPolicy,
  stored: ConsentChoice | undefined,
  globalPrivacyControl: boolean,
): ConsentChoice | undefined {
  return stored ?? (policy.optOut && globalPrivacyControl ? 'denied' : undefined);
}

/**
 * Whether non-essential cookies (and visitor tracking) are allowed: never under an absolute
 * restrictive policy; otherwise when the visitor allowed, or when the policy needs no choice and
 * the visitor did not refuse.
 */
export function allowsNonEssentialCookies(
  policy: ConsentPolicy,
  choice: ConsentChoice | undefined,
): boolean {
  return !policy.absolute && (choice === 'allowed' || (!policy.restrictive && choice !== 'denied'));
}

/**
 * Whether the banner is shown (spec 000 §4): when the site enables it, until a choice exists,
 * or again while it is forced.
 */
export function isCookieBannerShown(
  policy: ConsentPolicy,
  choice: ConsentChoice | undefined,
  forced: boolean,
): boolean {
  return policy.banner && (forced || choice === undefined);
}

/**
 * Whether a page should be served with the banner (server rendering): the site enables it, and the
 * request carries no valid choice cookie (`vitrine_cookie_choice`, its value as read from the
 * `Cookie` header, decoded) and no Global Privacy Control refusal (`Sec-GPC: 1`). The same rule
 * the store applies in the browser, so the banner the server renders is the one the page hydrates.
 */
export function isCookieBannerDue(
  policy: ConsentPolicy,
  choiceCookie: string | undefined,
  globalPrivacyControl: boolean,
): boolean {
  const choice = resolveConsentChoice(
    policy,
    decodeConsentChoice(choiceCookie),
    globalPrivacyControl,
  );
  return isCookieBannerShown(policy, choice, false);
}
