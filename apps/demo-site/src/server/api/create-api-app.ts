import { XSRF_HEADER } from '@vitrine/runtime/session';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestSource } from '../csrf/same-origin-writes';
import type { Database } from '../db';
import {
  crumbAccepted,
  crumbMiddleware,
  crumbSecret,
  givenCrumb,
  readSession,
  renewCrumb,
} from '../session';
import type { ApiDeps, ApiEnv } from './api-env';
import { errorAnswer } from './http/answers';
import { API_MESSAGES } from './http/messages';
import { createRateLimiter, type RateLimit } from './http/rate-limiter';
import { decodeForm, mediaType, readBodyText } from './http/read-body';
import { createWriteQuota, type WriteQuotaLimits } from './http/write-quota';
import { registerCensusRoutes } from './routes/census-routes';
import { registerFormRoutes } from './routes/form-routes';
import { registerPlacesRoutes } from './routes/places-routes';
import { registerSessionRoutes, SESSION_ROUTES } from './routes/session-routes';
import { registerSiteRoutes } from './routes/site-routes';
import { registerTelemetryRoutes, TELEMETRY_ROUTES } from './routes/telemetry-routes';
import { registerWidgetRoutes } from './routes/widget-routes';
import { submissionKeysPerAddress, WRITE_LIMITS, type WriteKind } from './write-limits';

/** Spec 000 §7 and spec 001 §7: "The API roots are /api/ and /api/rest/". */
export const API_ROOTS = ['/api/rest', '/api'] as const;

/** Default form submission limit per visitor: 5 a minute. */
export const DEFAULT_SUBMISSION_LIMIT: RateLimit = { max: 5, windowMs: 60_000 };
/**
 * Failed logins per account (e-mail) and address: 10 in 15 minutes, then 429 until the oldest
 * leaves the window. A successful login is not counted and clears the account's failures.
 */
export const LOGIN_FAILURE_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };
/**
 * Failed logins per address across all accounts: 50 in 15 minutes, so a password spray over many
 * e-mails from one address stays limited while a shared address (an office) keeps room.
 */
export const LOGIN_FAILURE_LIMIT_PER_ADDRESS: RateLimit = { max: 50, windowMs: 15 * 60_000 };

export interface ApiAppOptions {
  readonly db: Database;
  /** The clock (tests move it); `Date.now` by default. */
  readonly now?: () => number;
  /** Form submissions per visitor; 5 a minute by default. */
  readonly rateLimit?: RateLimit;
  /** Read the client address from `X-Forwarded-For` (only behind a proxy you control). */
  readonly trustProxy?: boolean;
  /** The write quotas per visitor and address; `WRITE_LIMITS` by default (tests set their own). */
  readonly writeLimits?: Partial<Readonly<Record<WriteKind, WriteQuotaLimits>>>;
  /** Where unexpected errors are logged; `console.error` by default. */
  readonly logError?: (message: string, error: unknown) => void;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Calls sent by `navigator.sendBeacon` (telemetry): a beacon can carry neither a header nor a
 * query the page chooses per call, and these payloads hold no crumb, so they are checked by origin
 * only (`Origin`/`Sec-Fetch-Site`, which `sendBeacon` sends, must say this very origin).
 */
const BEACON_PATHS = new Set([
  '/census/RecordHit',
  '/census/button-click',
  '/census/button-render',
  '/census/form-render',
  '/census/overlay',
  TELEMETRY_ROUTES.trace,
  TELEMETRY_ROUTES.analyticsEvents,
  TELEMETRY_ROUTES.pageSpeedRecords,
]);
const BEACON_PREFIXES = ['/census/RecordQuickView/'];

/** Login and logout are not held to the XSRF header: a stale tab must still be able to log out. */
const XSRF_EXEMPT = new Set<string>([SESSION_ROUTES.memberSession, SESSION_ROUTES.accountLogout]);

/** The path below the API root: `/api/rest/form/X` and `/api/form/X` are both `/form/X`. */
export function apiPath(path: string): string {
  for (const root of API_ROOTS) {
    if (path === root) return '/';
    if (path.startsWith(`${root}/`)) return path.slice(root.length);
  }
  return path;
}

function isBeaconPath(path: string): boolean {
  return BEACON_PATHS.has(path) || BEACON_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Wraps a middleware so that anything it throws becomes the API's French 500 answer. */
function guarded(
  handler: MiddlewareHandler<ApiEnv>,
  logError: (message: string, error: unknown) => void,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    try {
      return await handler(c, next);
    } catch (error) {
      logError(`API: ${c.req.method} ${c.req.path}`, error);
      return errorAnswer(c, 500, API_MESSAGES.internal);
    }
  };
}

/**
 * The request guard of state-changing calls (POST, PUT, DELETE):
 * - every call a browser says comes from elsewhere than this origin (`Sec-Fetch-Site` other than
 *   same-origin, or else an `Origin` of another origin, a sibling port or subdomain included):
 *   refused (403 `{ error }`), whatever its crumb (the page server refuses them first too, see
 *   csrf/same-origin-writes.ts; this keeps the API safe on its own);
 * - beacon calls: nothing more (they carry no crumb);
 * - every other call: the crumb (query `crumb`, header `X-CSRF-Token`/`X-Crumb`, or a form
 *   field `crumb`) must match the crumb cookie and be signed for this visitor and session (see
 *   `crumbAccepted`); otherwise 403 `{ crumbFail: true, error }` with a fresh crumb cookie,
 *   which the data layer retries once;
 * - a signed-in session's call that sends `X-XSRF-Token` must send the session's token
 *   (the login answer's `xsrfToken`); otherwise 403 `{ authorizationFail: true, error }`.
 */
function requestGuard(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const path = apiPath(c.req.path);
    if (requestSource(c.req.raw, { trustProxy: deps.trustProxy }) === 'elsewhere') {
      return errorAnswer(c, 403, API_MESSAGES.crossSite);
    }
    if (isBeaconPath(path)) return next();
    let formCrumb: string | undefined;
    if (!givenCrumb(c.req.raw) && mediaType(c) === 'application/x-www-form-urlencoded') {
      const body = await readBodyText(c);
      if (!body.ok) return errorAnswer(c, body.status, body.error);
      const form = decodeForm(body.text);
      formCrumb = form.ok ? form.fields.crumb : undefined;
    }
    if (!crumbAccepted(c, formCrumb)) {
      renewCrumb(c);
      return errorAnswer(c, 403, API_MESSAGES.crumb, { crumbFail: true });
    }
    const xsrf = c.req.header(XSRF_HEADER);
    if (xsrf && !XSRF_EXEMPT.has(path)) {
      const session = readSession(deps.db, c.req.header('cookie'), deps.now());
      if (session && session.xsrfToken !== xsrf) {
        return errorAnswer(c, 403, API_MESSAGES.xsrf, { authorizationFail: true });
      }
    }
    return next();
  };
}

/** Answers of the API are personal and never cached; their type is never sniffed. */
const apiHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
};

/**
 * What every route of the API works with: the database, the clock and the limits, one set per
 * site (the pages' HTML form posts share them with the API's form calls).
 */
export function createApiDeps(options: ApiAppOptions): ApiDeps {
  const now = options.now ?? Date.now;
  const submissions = options.rateLimit ?? DEFAULT_SUBMISSION_LIMIT;
  const writeQuota = (kind: WriteKind) =>
    createWriteQuota(options.writeLimits?.[kind] ?? WRITE_LIMITS[kind], now);
  return {
    db: options.db,
    now,
    trustProxy: options.trustProxy ?? false,
    limits: {
      submissions: createRateLimiter(submissions, now),
      // An address may hold several visitors (a family, an office): four times the visitor limit.
      submissionsByAddress: createRateLimiter(
        { max: submissions.max * 4, windowMs: submissions.windowMs },
        now,
      ),
      // Every submission asks for a key first; a failed one asks again.
      submissionKeys: createRateLimiter(
        { max: Math.max(20, submissions.max * 4), windowMs: submissions.windowMs },
        now,
      ),
      submissionKeysByAddress: createRateLimiter(submissionKeysPerAddress(submissions), now),
      loginFailures: createRateLimiter(LOGIN_FAILURE_LIMIT, now),
      loginFailuresByAddress: createRateLimiter(LOGIN_FAILURE_LIMIT_PER_ADDRESS, now),
      writes: {
        census: writeQuota('census'),
        telemetry: writeQuota('telemetry'),
        sessions: writeQuota('sessions'),
        siteSettings: writeQuota('siteSettings'),
      },
    },
  };
}

/**
 * The local API of the demo site (spec 000 §7, spec 001 §7) on the same origin as its pages,
 * under `/api/` and its alias `/api/rest/`: forms, session, widgets, census, telemetry, places,
 * header/footer and languages, stored in SQLite. Mount it at the root:
 * `app.route('/', createApiApp({ db }))`. Unknown API routes answer 404 `{ error }`, malformed
 * bodies 400, and any exception a 500 `{ error }` in French, never a crash.
 */
export function createApiApp(
  options: ApiAppOptions,
  deps: ApiDeps = createApiDeps(options),
): Hono<ApiEnv> {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const api = new Hono<ApiEnv>();
  api.use('*', guarded(apiHeaders, logError));
  api.use('*', guarded(crumbMiddleware({ secret: crumbSecret(options.db) }), logError));
  api.use('*', guarded(requestGuard(deps), logError));
  registerFormRoutes(api, deps);
  registerSessionRoutes(api, deps);
  registerWidgetRoutes(api, deps);
  registerCensusRoutes(api, deps);
  registerTelemetryRoutes(api, deps);
  registerPlacesRoutes(api, deps);
  registerSiteRoutes(api, deps);
  api.all('*', (c) => errorAnswer(c, 404, API_MESSAGES.notFound(c.req.method, c.req.path)));
  api.onError((error, c) => {
    logError(`API: ${c.req.method} ${c.req.path}`, error);
    return errorAnswer(c, 500, API_MESSAGES.internal);
  });

  const app = new Hono<ApiEnv>();
  for (const root of API_ROOTS) app.route(root, api);
  app.onError((error, c) => {
    logError(`API: ${c.req.method} ${c.req.path}`, error);
    return errorAnswer(c, 500, API_MESSAGES.internal);
  });
  return app;
}
