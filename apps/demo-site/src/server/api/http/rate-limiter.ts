/** At most `max` calls per `windowMs`, per key. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

export type RateDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly retryAfterMs: number };

export interface RateLimiter {
  /** Whether a call for `key` would be allowed now, without counting it. */
  peek(key: string): RateDecision;
  /** Counts a call for `key`; refused (and not counted) once the key has made `max` calls in the window. */
  take(key: string): RateDecision;
  /** Uncounts the newest call of `key`: a call taken early that turned out not to be one the limit is about. */
  refund(key: string): void;
  /** Forgets every call of `key`. */
  reset(key: string): void;
}

/** Keys remembered at most; the oldest are forgotten first, so memory stays bounded. */
const MAX_KEYS = 10_000;

/**
 * A sliding-window limiter in memory: each key keeps the times of its calls within the window.
 * A refused call is not counted. Limits reset on restart, which is acceptable for abuse control.
 * Every method is synchronous, so `peek` then `take` with no `await` between them is atomic.
 */
export function createRateLimiter(limit: RateLimit, now: () => number): RateLimiter {
  const max = Math.max(1, Math.floor(limit.max));
  const windowMs = Math.max(1, limit.windowMs);
  const calls = new Map<string, number[]>();

  /** The key's calls still in the window at `time`, oldest first. */
  function recent(key: string, time: number): number[] {
    return (calls.get(key) ?? []).filter((at) => at > time - windowMs);
  }

  function decide(times: readonly number[], time: number): RateDecision {
    if (times.length < max) return { ok: true };
    return { ok: false, retryAfterMs: Math.max(1, (times[0] ?? time) + windowMs - time) };
  }

  return {
    peek(key) {
      const time = now();
      return decide(recent(key, time), time);
    },
    take(key) {
      const time = now();
      const times = recent(key, time);
      calls.delete(key);
      const decision = decide(times, time);
      if (decision.ok) times.push(time);
      calls.set(key, times);
      if (calls.size > MAX_KEYS) {
        const oldest = calls.keys().next().value;
        if (oldest !== undefined) calls.delete(oldest);
      }
      return decision;
    },
    refund(key) {
      const times = calls.get(key);
      times?.pop();
      if (times?.length === 0) calls.delete(key);
    },
    reset(key) {
      calls.delete(key);
    },
  };
}
