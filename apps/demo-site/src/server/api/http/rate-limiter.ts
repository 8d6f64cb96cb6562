/** At most `max` calls per `windowMs`, per key. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

export type RateDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly retryAfterMs: number };

export interface RateLimiter {
  /** Counts a call for `key`; refused once the key has made `max` calls in the window. */
  take(key: string): RateDecision;
}

/** Keys remembered at most; the oldest are forgotten first, so memory stays bounded. */
const MAX_KEYS = 10_000;

/**
 * A sliding-window limiter in memory: each key keeps the times of its calls within the window.
 * A refused call is not counted. Limits reset on restart, which is acceptable for abuse control.
 */
export function createRateLimiter(limit: RateLimit, now: () => number): RateLimiter {
  const max = Math.max(1, Math.floor(limit.max));
  const windowMs = Math.max(1, limit.windowMs);
  const calls = new Map<string, number[]>();
  return {
    take(key) {
      const time = now();
      const recent = (calls.get(key) ?? []).filter((at) => at > time - windowMs);
      calls.delete(key);
      if (recent.length >= max) {
        calls.set(key, recent);
        return { ok: false, retryAfterMs: Math.max(1, (recent[0] ?? time) + windowMs - time) };
      }
      recent.push(time);
      calls.set(key, recent);
      if (calls.size > MAX_KEYS) {
        const oldest = calls.keys().next().value;
        if (oldest !== undefined) calls.delete(oldest);
      }
      return { ok: true };
    },
  };
}
