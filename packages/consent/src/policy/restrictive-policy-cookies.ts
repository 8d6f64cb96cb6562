import { RESTRICTIVE_POLICY_COOKIES } from '@vitrine/core-data/constants';
import { deleteCookie, readCookie } from '@vitrine/core-data/cookies';

/**
 * The domains a cookie of `hostname` may have been set on: none (host-only), then the host and
 * each parent domain (`www.shop.fr`, `shop.fr`), the top-level domain left out.
 */
export function cookieDomainsOf(hostname: string): (string | undefined)[] {
  const labels = hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/**
 * Clears the cookies the restrictive cookie policy names (spec 000 §9: ss_MATTR, SS_MID,
 * SS_lastvisit, user_segment, ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt) on path '/' for the
 * page's host and its parent domains. Returns the names that were present; nothing outside a
 * browser.
 */
export function clearRestrictivePolicyCookies(
  hostname: string = globalThis.location?.hostname ?? '',
): string[] {
  const cleared = RESTRICTIVE_POLICY_COOKIES.filter((name) => readCookie(name) !== undefined);
  const domains = cookieDomainsOf(hostname);
  for (const name of cleared) for (const domain of domains) deleteCookie(name, { domain });
  return cleared;
}
