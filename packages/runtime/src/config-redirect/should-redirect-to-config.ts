import type { SiteRole } from '@vitrine/core-data/enums';

/** The viewer role, a literal typed against core-data's SiteRole (a drift fails the typecheck). */
const VIEWER: typeof SiteRole.VIEWER = 10;

/** The configuration area route, spec 000 §2 "Routes reached by redirect". */
export const CONFIG_PATH = '/config/';
/** The query flag that disables the redirect, remembered for the session (spec 000 §2). */
export const NO_REDIRECT_FLAG = 'noredirect';
/** Upgrade destinations, spec 000 §2 "Other route facts". */
export const TRIAL_UPGRADE_PATH = '/settings/billing/billing/upgrade';
export const PAID_PLAN_CHANGE_PATH = '/settings/billing/billing/website/change-plan';

/** The page context values the redirect reads (a subset of core-data's `PageContext`). */
export interface ConfigRedirectContext {
  readonly website?: {
    readonly id?: string;
    readonly developerMode?: boolean;
    readonly cloneable?: boolean;
  } | null;
  readonly authenticatedAccount?: object | null;
  readonly websiteRoles?: Readonly<Record<string, readonly number[]>>;
}

/** What the browser says, read by the DOM layer. */
export interface ConfigRedirectEnv {
  readonly isTopWindow: boolean;
  readonly hostname: string;
  /** `location.search`. */
  readonly search: string;
  /** Whether `noredirect` was remembered in sessionStorage earlier in this session. */
  readonly noRedirectRemembered: boolean;
}

/** The account's roles on this site; empty when it has none ("no site settings"). */
export function siteRolesOf(context: ConfigRedirectContext): readonly number[] {
  const id = context.website?.id;
  if (id === undefined) return [];
  return context.websiteRoles?.[id] ?? [];
}

/** True when the account's only role on the site is viewer (spec 000 §6). */
export function isViewerOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => role === VIEWER);
}

/** Whether the query string carries the `noredirect` flag (any value, even empty). */
export function hasNoRedirectFlag(search: string): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_FLAG);
}

/** Whether the host is the local machine (localhost, its subdomains, loopback addresses). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '::1' ||
    host.startsWith('127.')
  );
}

/**
 * Spec 000 §2 "Redirect to the configuration area": a signed-in account with site settings
 * (roles on this website) goes to /config/ when the site is not in developer mode, not cloneable,
 * the account is not viewer-only, the page is the top window, the host is not localhost and no
 * `noredirect` flag is present now or remembered for the session.
 */
export function shouldRedirectToConfig(
  context: ConfigRedirectContext,
  env: ConfigRedirectEnv,
): boolean {
  if (!context.authenticatedAccount) return false;
  const roles = siteRolesOf(context);
  if (roles.length === 0) return false;
  if (context.website?.developerMode === true) return false;
  if (context.website?.cloneable === true) return false;
  if (isViewerOnly(roles)) return false;
  if (!env.isTopWindow) return false;
  if (isLocalHost(env.hostname)) return false;
  if (env.noRedirectRemembered || hasNoRedirectFlag(env.search)) return false;
  return true;
}

/** `/config/?frameUrl=<encoded path and query>`, spec 000 §2. */
export function configRedirectUrl(location: {
  readonly pathname: string;
  readonly search: string;
}): string {
  return `${CONFIG_PATH}?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The upgrade destination: trial upgrade for a trial site, paid plan change otherwise (spec 000 §2). */
export function upgradeUrl(isTrial: boolean): string {
  return isTrial ? TRIAL_UPGRADE_PATH : PAID_PLAN_CHANGE_PATH;
}
