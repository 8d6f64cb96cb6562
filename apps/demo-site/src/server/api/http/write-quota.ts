import type { Context } from 'hono';
import type { CrumbEnv } from '../../session';
import { errorAnswer } from './answers';
import { API_MESSAGES } from './messages';
import { createRateLimiter, type RateDecision, type RateLimit } from './rate-limiter';
import { callerOf } from './visitor';

/** A write's two limits: per visitor, and per client address (several visitors may share one). */
export interface WriteQuotaLimits {
  readonly perVisitor: RateLimit;
  readonly perAddress: RateLimit;
}

/** Who writes, as a quota counts them. */
export interface Writer {
  /**
   * The visitor: the browser named by its crumb (visitor cookie or crumb), else the census
   * visitor (`ss_cvr`), else the address.
   */
  readonly visitorKey: string;
  /** The client address, or null when unknown (a test request). */
  readonly address: string | null;
}

/**
 * The writer of a request. A client that drops its cookies at every call (or rotates `ss_cvr`) is
 * a new visitor each time: the address limit is what holds it.
 */
export function writerOf(
  c: Context,
  options: { readonly trustProxy: boolean; readonly visitorCookie?: string | undefined },
): Writer {
  const caller = callerOf(c, options);
  const crumb = (c as Context<CrumbEnv>).get('crumbState');
  return {
    visitorKey: crumb?.knownVisitor ? `navigateur:${crumb.visitor}` : caller.key,
    address: caller.address,
  };
}

/** Counts the writes of visitors and addresses. */
export interface WriteQuota {
  /** Whether a write of `writer` would be allowed now, without counting it. */
  peek(writer: Writer): RateDecision;
  /**
   * Counts one write of `writer`, refused (and counted nowhere) when the visitor or the address
   * has used its quota: the wait is the longer one.
   */
  take(writer: Writer): RateDecision;
}

/** A quota per visitor and per address, from two sliding-window limiters (rate-limiter.ts). */
export function createWriteQuota(limits: WriteQuotaLimits, now: () => number): WriteQuota {
  const visitors = createRateLimiter(limits.perVisitor, now);
  const addresses = createRateLimiter(limits.perAddress, now);
  const addressKey = (writer: Writer) =>
    writer.address === null ? null : `adresse:${writer.address}`;

  function peek(writer: Writer): RateDecision {
    const key = addressKey(writer);
    const decisions = [visitors.peek(writer.visitorKey), key === null ? null : addresses.peek(key)];
    let wait = 0;
    for (const decision of decisions) {
      if (decision && !decision.ok) wait = Math.max(wait, decision.retryAfterMs);
    }
    return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
  }

  return {
    peek,
    take(writer) {
      const decision = peek(writer);
      if (!decision.ok) return decision;
      visitors.take(writer.visitorKey);
      const key = addressKey(writer);
      if (key !== null) addresses.take(key);
      return decision;
    },
  };
}

/**
 * The 429 answer of a refused write (`{ error }` with `Retry-After` in whole seconds, at least
 * 1), or null when the write may go on.
 */
export function quotaRefusal(
  c: Context,
  decision: RateDecision,
  message: string = API_MESSAGES.rateLimited,
): Response | null {
  if (decision.ok) return null;
  c.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
  return errorAnswer(c, 429, message);
}
