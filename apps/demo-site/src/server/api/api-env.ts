import type { Context } from 'hono';
import type { Database } from '../db';
import type { CrumbEnv } from '../session';
import type { RateLimiter } from './http/rate-limiter';

/** Hono environment of the API: the crumb middleware's variables. */
export type ApiEnv = CrumbEnv;

/** A request context of the API. */
export type ApiContext = Context<ApiEnv>;

/** What every route of the API works with. */
export interface ApiDeps {
  readonly db: Database;
  readonly now: () => number;
  /** Read `X-Forwarded-For` for the client address (only behind a proxy you control). */
  readonly trustProxy: boolean;
  readonly limits: {
    /** SaveFormSubmission, per visitor (and per address). */
    readonly submissions: RateLimiter;
    readonly submissionsByAddress: RateLimiter;
    /** FormSubmissionKey, per visitor. */
    readonly submissionKeys: RateLimiter;
    /** Failed logins, per address and e-mail (lower case). */
    readonly loginFailures: RateLimiter;
    /** Failed logins, per address across all e-mails. */
    readonly loginFailuresByAddress: RateLimiter;
  };
}
