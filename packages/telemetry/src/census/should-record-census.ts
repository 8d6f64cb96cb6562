import type { PageType, SiteRole } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';

/*
 * Page types and roles are written as literals typed against core-data's enumerations (a drift
 * fails the typecheck): importing the enums entry would add about 3.5 kB to the census.
 */

/** Page types the census skips: not found, lock screen, access denied (spec 000 §4) and search (§2). */
export const CENSUS_SKIPPED_PAGE_TYPES: readonly PageType[] = [100, 103, 106, 102];

/** The role whose holders are still counted as visitors outside /config (spec 000 §4). */
const VIEWER_ROLE: typeof SiteRole.VIEWER = 10;

/** The search route, not tracked for page views (spec 000 §2). */
const SEARCH_PATH = '/search';
/** The configuration area, where a viewer-only account is not counted (spec 000 §4). */
const CONFIG_PATH = '/config';

/** The body class that marks edit mode (spec 000 §4). */
export const EDIT_MODE_CLASS = 'edit-mode';

/** Where the page is: only the path is read. */
export interface CensusLocation {
  pathname: string;
}

export interface ShouldRecordCensusOptions {
  /** The page is in edit mode (body class `edit-mode`): an editor at work, never counted. */
  editMode?: boolean;
}

function isUnder(pathname: string, root: string): boolean {
  const path = pathname.toLowerCase();
  return path === root || path.startsWith(`${root}/`);
}

/** The account's roles on this site: those of `website.id`, else every site's when no id. */
function siteRoles(context: PageContext): number[] {
  const roles = context.websiteRoles ?? {};
  const id = context.website?.id;
  return id === undefined ? Object.values(roles).flat() : (roles[id] ?? []);
}

/**
 * Whether the visitor census records this page (spec 000 §4 "Visitor census"): only for
 * anonymous visitors, or accounts whose only site role is viewer outside /config; never on the
 * not-found, lock-screen, access-denied or search pages (page type, or the /search route), and
 * never in edit mode. An account with no role at all on the site is not a viewer-only account.
 */
export function shouldRecordCensus(
  context: PageContext,
  location: CensusLocation,
  options: ShouldRecordCensusOptions = {},
): boolean {
  if (options.editMode) return false;
  const pathname = typeof location?.pathname === 'string' ? location.pathname : '/';
  if (isUnder(pathname, SEARCH_PATH)) return false;
  if (context.pageType !== undefined && CENSUS_SKIPPED_PAGE_TYPES.includes(context.pageType)) {
    return false;
  }
  if (!context.authenticatedAccount) return true;
  if (isUnder(pathname, CONFIG_PATH)) return false;
  const roles = siteRoles(context);
  return roles.length > 0 && roles.every((role) => role === VIEWER_ROLE);
}
