import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseVariant } from './variant';

describe('parseVariant (spec 000 §3 "Variant")', () => {
  const variant = {
    id: 'v1',
    sku: 'SQ1234567',
    price: 2500,
    salePrice: 1999,
    onSale: true,
    qtyInStock: 4,
    unlimited: false,
    optionValues: [{ optionName: 'Taille', value: 'M' }, { value: 'Rouge' }],
    attributes: { colour: 'red' },
  };

  it('accepts every field of the spec and keeps extra ones', () => {
    expect(parseVariant(variant)).toEqual({ ok: true, value: variant });
  });

  it('accepts an empty variant: every field is optional', () => {
    expect(parseVariant({})).toEqual({ ok: true, value: {} });
  });

  it('accepts a SKU of exactly 60 characters (spec 000 §5)', () => {
    expect(parseVariant({ sku: 'A'.repeat(60) }).ok).toBe(true);
  });

  it('refuses a SKU of 61 characters, naming sku', () => {
    const result = parseVariant({ sku: 'A'.repeat(61) });
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Invalid variant at sku: must be at most 60 characters',
        issues: [{ path: 'sku', message: 'must be at most 60 characters' }],
      },
    });
  });

  it('accepts the price maximum of 100,000,000 cents and refuses more (spec 000 §5)', () => {
    expect(parseVariant({ price: 100_000_000 }).ok).toBe(true);
    const result = parseVariant({ price: 100_000_001 });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.message).toBe('Invalid variant at price: must be at most 100000000');
  });

  it.each([
    [{ price: -1 }, 'price'],
    [{ price: 12.5 }, 'price'],
    [{ salePrice: '12.50' }, 'salePrice'],
    [{ onSale: 'yes' }, 'onSale'],
    [{ qtyInStock: 1.5 }, 'qtyInStock'],
    [{ unlimited: 1 }, 'unlimited'],
    [{ optionValues: [{ value: 'M' }, { optionName: 'Taille' }] }, 'optionValues[1].value'],
    [{ optionValues: 'M' }, 'optionValues'],
  ])('refuses %j, naming %s', (input, path) => {
    const result = parseVariant(input);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.message).toMatch(
        new RegExp(`^Invalid variant at ${path.replace(/[[\]]/g, '\\$&')}: `),
      );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseVariant(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
