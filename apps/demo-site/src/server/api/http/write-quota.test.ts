import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createWriteQuota, quotaRefusal, type Writer } from './write-quota';

const limits = {
  perVisitor: { max: 2, windowMs: 60_000 },
  perAddress: { max: 3, windowMs: 60_000 },
};

describe('createWriteQuota (issue 17: per visitor and per address)', () => {
  it('refuses a visitor past its limit, then an address past its own, and counts no refusal', () => {
    let time = 0;
    const quota = createWriteQuota(limits, () => time);
    const at = (visitorKey: string, address: string | null = '10.0.0.1'): Writer => ({
      visitorKey,
      address,
    });
    expect(quota.take(at('a')).ok).toBe(true);
    expect(quota.take(at('a')).ok).toBe(true);
    expect(quota.take(at('a'))).toEqual({ ok: false, retryAfterMs: 60_000 });
    // Another visitor from the address: one more, then the address is full.
    time = 1_000;
    expect(quota.take(at('b')).ok).toBe(true);
    expect(quota.take(at('c'))).toEqual({ ok: false, retryAfterMs: 59_000 });
    // Elsewhere, visitor c was never counted.
    expect(quota.take(at('c', '10.0.0.2')).ok).toBe(true);
    expect(quota.take(at('c', '10.0.0.2')).ok).toBe(true);
    expect(quota.peek(at('c', '10.0.0.2')).ok).toBe(false);
    // The window slides: the first calls leave it.
    time = 60_001;
    expect(quota.take(at('a')).ok).toBe(true);
  });

  it('counts only the visitor when the address is unknown', () => {
    const quota = createWriteQuota(limits, () => 0);
    for (let n = 0; n < 2; n++)
      expect(quota.take({ visitorKey: 'a', address: null }).ok).toBe(true);
    expect(quota.take({ visitorKey: 'a', address: null }).ok).toBe(false);
    expect(quota.take({ visitorKey: 'b', address: null }).ok).toBe(true);
  });
});

describe('quotaRefusal', () => {
  it('answers 429 { error } with Retry-After in whole seconds, at least 1', async () => {
    const app = new Hono();
    app.get('/long', (c) => quotaRefusal(c, { ok: false, retryAfterMs: 12_300 }) ?? c.text('ok'));
    app.get('/short', (c) => quotaRefusal(c, { ok: false, retryAfterMs: 5 }) ?? c.text('ok'));
    app.get('/ok', (c) => quotaRefusal(c, { ok: true }) ?? c.text('ok'));
    const long = await app.request('/long');
    expect(long.status).toBe(429);
    expect(long.headers.get('retry-after')).toBe('13');
    expect(await long.json()).toEqual({ error: expect.stringMatching(/^Trop de requêtes/) });
    expect((await app.request('/short')).headers.get('retry-after')).toBe('1');
    expect(await (await app.request('/ok')).text()).toBe('ok');
  });
});
