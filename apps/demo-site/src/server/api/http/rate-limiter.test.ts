import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

function limiter(max: number, windowMs: number) {
  let time = 1_000_000;
  const limits = createRateLimiter({ max, windowMs }, () => time);
  return Object.assign(limits, {
    advance(ms: number) {
      time += ms;
    },
  });
}

describe('createRateLimiter', () => {
  it('take: refuses the call past max in the window, without counting it, until the oldest leaves', () => {
    const limits = limiter(2, 60_000);
    expect(limits.take('a')).toEqual({ ok: true });
    limits.advance(10_000);
    expect(limits.take('a')).toEqual({ ok: true });
    expect(limits.take('a')).toEqual({ ok: false, retryAfterMs: 50_000 });
    expect(limits.take('b')).toEqual({ ok: true });
    limits.advance(50_000);
    expect(limits.take('a')).toEqual({ ok: true });
    expect(limits.take('a')).toEqual({ ok: false, retryAfterMs: 10_000 });
  });

  it('peek: says what take would, and counts nothing', () => {
    const limits = limiter(1, 60_000);
    expect(limits.peek('a')).toEqual({ ok: true });
    expect(limits.peek('a')).toEqual({ ok: true });
    expect(limits.take('a')).toEqual({ ok: true });
    limits.advance(1_000);
    expect(limits.peek('a')).toEqual({ ok: false, retryAfterMs: 59_000 });
    expect(limits.peek('b')).toEqual({ ok: true });
  });

  it('refund uncounts the newest call; reset forgets the key', () => {
    const limits = limiter(2, 60_000);
    limits.take('a');
    limits.take('a');
    limits.refund('a');
    expect(limits.take('a')).toEqual({ ok: true });
    expect(limits.peek('a').ok).toBe(false);
    limits.reset('a');
    expect(limits.peek('a')).toEqual({ ok: true });
    limits.refund('inconnue'); // nothing to take back: no error
    expect(limits.take('inconnue')).toEqual({ ok: true });
  });
});
