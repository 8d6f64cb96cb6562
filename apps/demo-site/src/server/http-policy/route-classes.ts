import { CART_API_PATH } from '@vitrine/commerce/cart-api';
import { COOKIE_CHOICE_PATH } from '../../client/server-banner';
import { PAGES } from '../../content/pages';
import { API_ROOTS } from '../api/create-api-app';
import { MAX_BODY_BYTES } from '../api/http/read-body';
import { CENSUS_ROUTES } from '../api/routes/census-routes';
import { FORM_ROUTES } from '../api/routes/form-routes';
import { SESSION_ROUTES } from '../api/routes/session-routes';
import { SITE_ROUTES } from '../api/routes/site-routes';
import { TELEMETRY_ROUTES } from '../api/routes/telemetry-routes';
import { WIDGET_RENDERING_ROUTE } from '../api/routes/widget-routes';

/**
 * What a route does with a request body, which decides how large it may be and in which media
 * types: API calls (JSON and forms), beacons, the cart, reviews, and every other route, which
 * takes no body at all.
 */
export type RouteClass = 'apiCall' | 'beacon' | 'cart' | 'review' | 'formPost' | 'noBody';

export interface RouteClassRules {
  /** The largest body in bytes, declared or streamed; 0: the route takes none. */
  readonly maxBodyBytes: number;
  /**
   * Media types taken, lowercase and without parameters; `''` is a body sent without a type (a
   * beacon's untyped Blob). `application/json` also admits the `application/*+json` types.
   */
  readonly mediaTypes: readonly string[];
}

/** A cart call: `{ itemId, variantId, quantity }` or `{ quantity }`, about 100 bytes. */
export const CART_BODY_BYTES = 4 * 1024;
/**
 * A review: the server keeps a 200-character title and a 5 000-character text, so 32 kB holds
 * them in any script (3 bytes a character at most) and a longer draft the form kept (20 000
 * characters of French text).
 */
export const REVIEW_BODY_BYTES = 32 * 1024;

export const ROUTE_CLASSES: Readonly<Record<RouteClass, RouteClassRules>> = Object.freeze({
  // The data layer sends JSON (`json: true`) or a form (URLSearchParams).
  apiCall: {
    maxBodyBytes: MAX_BODY_BYTES,
    mediaTypes: ['application/json', 'application/x-www-form-urlencoded'],
  },
  // `sendBeacon` can send no more than the page's 64 kB keepalive budget, as text/plain (a
  // string), a form (URLSearchParams) or a Blob of any of these types, untyped included.
  beacon: {
    maxBodyBytes: MAX_BODY_BYTES,
    mediaTypes: ['text/plain', 'application/x-www-form-urlencoded', 'application/json', ''],
  },
  cart: { maxBodyBytes: CART_BODY_BYTES, mediaTypes: ['application/json'] },
  review: { maxBodyBytes: REVIEW_BODY_BYTES, mediaTypes: ['application/json'] },
  // A form or newsletter block's HTML post, or the cookie banner's choice (before or without the
  // page script): a browser's form.
  formPost: { maxBodyBytes: MAX_BODY_BYTES, mediaTypes: ['application/x-www-form-urlencoded'] },
  noBody: { maxBodyBytes: 0, mediaTypes: [] },
});

/** The methods whose routes may take a body; any other method (GET, DELETE…) takes none. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Calls below each API root (spec 000 §7, spec 001 §7) that take a body from a page. */
const API_CALLS: readonly string[] = [
  FORM_ROUTES.submissionKey,
  FORM_ROUTES.saveSubmission,
  SESSION_ROUTES.memberSession,
  SESSION_ROUTES.accountLogout,
  WIDGET_RENDERING_ROUTE,
  TELEMETRY_ROUTES.javascriptErrors,
  TELEMETRY_ROUTES.recordEvent,
  SITE_ROUTES.headerFooter,
  SITE_ROUTES.multilingualLanguages,
];

/** Calls below each API root that `sendBeacon` makes (census and telemetry). */
const BEACON_CALLS: readonly string[] = [
  CENSUS_ROUTES.recordHit,
  CENSUS_ROUTES.buttonClick,
  CENSUS_ROUTES.buttonRender,
  CENSUS_ROUTES.formRender,
  CENSUS_ROUTES.overlay,
  CENSUS_ROUTES.quickView,
  TELEMETRY_ROUTES.trace,
  TELEMETRY_ROUTES.analyticsEvents,
  TELEMETRY_ROUTES.pageSpeedRecords,
];

/** The cart API of the commerce package (its README "Cart API"), under `/api/` only. */
const CART_CALLS: readonly string[] = [`${CART_API_PATH}/entries`, `${CART_API_PATH}/entries/:id`];
const REVIEW_CALLS: readonly string[] = ['/api/commerce/reviews'];

/** The pages whose form or newsletter blocks post back to them (their HTML post). */
export const FORM_PAGE_PATHS: ReadonlySet<string> = new Set(
  PAGES.filter((page) =>
    page.blocks.some((block) => block.kind === 'form' || block.kind === 'newsletter'),
  ).map((page) => page.path),
);

/** Whether a path matches a route pattern whose `:name` segments match one non-empty segment. */
function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? (given[index] ?? '') !== '' : segment === given[index],
    )
  );
}

/**
 * The class of a request: by method first (only POST, PUT and PATCH take a body), then by path.
 * A path no class lists falls to `noBody`, the strictest, so a new route takes no body until it
 * is listed here.
 */
export function routeClassOf(method: string, path: string): RouteClass {
  if (!BODY_METHODS.has(method.toUpperCase())) return 'noBody';
  for (const root of API_ROOTS) {
    if (!path.startsWith(`${root}/`)) continue;
    const below = path.slice(root.length);
    if (API_CALLS.some((pattern) => matches(pattern, below))) return 'apiCall';
    if (BEACON_CALLS.some((pattern) => matches(pattern, below))) return 'beacon';
  }
  if (CART_CALLS.some((pattern) => matches(pattern, path))) return 'cart';
  if (REVIEW_CALLS.some((pattern) => matches(pattern, path))) return 'review';
  if (method.toUpperCase() === 'POST' && (FORM_PAGE_PATHS.has(path) || path === COOKIE_CHOICE_PATH))
    return 'formPost';
  return 'noBody';
}

/** Whether a class takes a body of this media type (lowercase, without parameters). */
export function acceptsMediaType(rules: RouteClassRules, type: string): boolean {
  if (rules.mediaTypes.includes(type)) return true;
  return (
    rules.mediaTypes.includes('application/json') &&
    type.startsWith('application/') &&
    type.endsWith('+json')
  );
}
