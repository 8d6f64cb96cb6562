import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseMoneyValue } from './money-value';

describe('parseMoneyValue (spec 000 §3 "Money value")', () => {
  it.each([
    { amount: '12.50', currencyCode: 'EUR' },
    { amount: '0', currencyCode: 'JPY' },
    { amount: '-3.2', currencyCode: 'USD' },
    { amount: 1250, currencyCode: 'USD' },
    { amount: 12.5, currencyCode: 'GBP', fractionDigits: 2 },
  ])('accepts %j', (input) => {
    expect(parseMoneyValue(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    [{ amount: '12,50', currencyCode: 'EUR' }, 'amount'],
    [{ amount: '1e3', currencyCode: 'EUR' }, 'amount'],
    [{ amount: '', currencyCode: 'EUR' }, 'amount'],
    [{ amount: Number.POSITIVE_INFINITY, currencyCode: 'EUR' }, 'amount'],
    [{ currencyCode: 'EUR' }, 'amount'],
    [{ amount: '1.00', currencyCode: 'eur' }, 'currencyCode'],
    [{ amount: '1.00', currencyCode: 'EURO' }, 'currencyCode'],
    [{ amount: '1.00' }, 'currencyCode'],
  ])('refuses %j, naming %s', (input, path) => {
    const result = parseMoneyValue(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toMatch(new RegExp(`^Invalid money value at ${path}: `));
      expect(result.error.issues[0]?.path).toBe(path);
    }
  });

  it('refuses what is not an object', () => {
    for (const input of [null, undefined, '12.50 EUR', 12.5, []]) {
      expect(parseMoneyValue(input).ok).toBe(false);
    }
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseMoneyValue(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on near-money input', () => {
    fc.assert(
      fc.property(
        fc.record({
          amount: fc.oneof(fc.string(), fc.double(), fc.anything()),
          currencyCode: fc.string(),
        }),
        (input) => {
          expect(typeof parseMoneyValue(input).ok).toBe('boolean');
        },
      ),
      UNIT_TEST_RUNS,
    );
  });
});
