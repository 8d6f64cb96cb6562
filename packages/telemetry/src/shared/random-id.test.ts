import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId, UUID_PATTERN } from './random-id';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('randomId', () => {
  it('returns distinct version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 200 }, randomId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_PATTERN);
  });

  it('builds a version 4 UUID from getRandomValues without randomUUID', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('falls back to Math.random without crypto', () => {
    vi.stubGlobal('crypto', undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(randomId()).toBe('00000000-0000-4000-8000-000000000000');
    vi.restoreAllMocks();
  });
});
