import { describe, expect, it } from 'vitest';
import {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  generateSku,
  isValidSku,
  SKU_MAX_LENGTH,
} from './sku';

/** A seeded pseudo-random generator (mulberry32), so generated SKUs are reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('generateSku (spec 000 section 5)', () => {
  it("is 'SQ' followed by 7 random digits", () => {
    expect(GENERATED_SKU_PREFIX).toBe('SQ');
    expect(GENERATED_SKU_DIGITS).toBe(7);
    const random = seededRandom(42);
    for (let index = 0; index < 200; index += 1)
      expect(generateSku(random)).toMatch(/^SQ[0-9]{7}$/);
  });

  it('takes one digit per random draw', () => {
    const draws = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999];
    let index = 0;
    expect(generateSku(() => draws[index++] ?? 0)).toBe('SQ0125799');
  });

  it('is reproducible with the same seed', () => {
    expect(generateSku(seededRandom(7))).toBe(generateSku(seededRandom(7)));
    expect(generateSku(seededRandom(7))).not.toBe(generateSku(seededRandom(8)));
  });

  it('clamps a random source that leaves [0, 1)', () => {
    const values = [1, -0.5, Number.NaN, 2, Number.POSITIVE_INFINITY, 0.3, 0.99];
    let index = 0;
    expect(generateSku(() => values[index++] ?? 0)).toBe('SQ9009039');
  });

  it('uses Math.random by default', () => {
    expect(generateSku()).toMatch(/^SQ[0-9]{7}$/);
    expect(isValidSku(generateSku())).toBe(true);
  });
});

describe('isValidSku (spec 000 section 5: SKU max 60)', () => {
  it('accepts 1 to 60 characters', () => {
    expect(SKU_MAX_LENGTH).toBe(60);
    expect(isValidSku('A')).toBe(true);
    expect(isValidSku('SQ1234567')).toBe(true);
    expect(isValidSku('x'.repeat(60))).toBe(true);
    expect(isValidSku('x'.repeat(61))).toBe(false);
  });

  it('rejects empty, blank, padded or multi-line SKUs and allows inner spaces', () => {
    expect(isValidSku('')).toBe(false);
    expect(isValidSku('   ')).toBe(false);
    expect(isValidSku(' SKU1')).toBe(false);
    expect(isValidSku('SKU1 ')).toBe(false);
    expect(isValidSku('SKU\n1')).toBe(false);
    expect(isValidSku('SKU\t1')).toBe(false);
    expect(isValidSku('TSHIRT RED L')).toBe(true);
    expect(isValidSku('ÉTÉ-2024/Ø')).toBe(true);
    expect(isValidSku(null as unknown as string)).toBe(false);
  });
});
