import type { Context } from 'hono';
import type { Database } from '../db';
import type { CrumbEnv } from '../session';
import type { RateLimiter } from './http/rate-limiter';
import type { WriteQuota } from './http/write-quota';
import type { ApiWriteKind } from './write-limits';

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
    /** FormSubmissionKey, per address (issue 17: rotating `ss_cvr` must not mint keys at will). */
    readonly submissionKeysByAddress: RateLimiter;
    /** Failed logins, per address and e-mail (lower case). */
    readonly loginFailures: RateLimiter;
    /** Failed logins, per address across all e-mails. */
    readonly loginFailuresByAddress: RateLimiter;
    /** The other writes, per visitor and address (`WRITE_LIMITS` of write-limits.ts). */
    readonly writes: Readonly<Record<ApiWriteKind, WriteQuota>>;
  };
}
