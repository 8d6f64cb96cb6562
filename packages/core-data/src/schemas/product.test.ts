import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductType } from '../enums/commerce';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseProduct } from './product';

describe('parseProduct (spec 000 §3 "Product")', () => {
  it.each(ProductType.values)('accepts the product type %s', (productType) => {
    expect(parseProduct({ productType })).toEqual({ ok: true, value: { productType } });
  });

  it('accepts a digital product with its prices in cents and keeps extra fields', () => {
    const product = {
      id: 'p1',
      productType: 'DIGITAL',
      priceCents: 1500,
      salePriceCents: 1000,
      onSale: true,
      title: 'E-book',
    };
    expect(parseProduct(product)).toEqual({ ok: true, value: product });
  });

  it('accepts a physical product with variants', () => {
    const product = {
      productType: 'PHYSICAL',
      variants: [{ sku: 'SQ0000001', price: 100, qtyInStock: 3, optionValues: [{ value: 'S' }] }],
    };
    expect(parseProduct(product)).toEqual({ ok: true, value: product });
  });

  it('requires the product type', () => {
    const result = parseProduct({ variants: [] });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.message).toBe(
        'Invalid product at productType: required (expected one of "PHYSICAL", "SERVICE", "DIGITAL", "GIFT_CARD")',
      );
  });

  it.each([
    [
      { productType: 'PAYWALL' },
      'productType',
      'expected one of "PHYSICAL", "SERVICE", "DIGITAL", "GIFT_CARD"',
    ],
    [
      { productType: 2 },
      'productType',
      'expected one of "PHYSICAL", "SERVICE", "DIGITAL", "GIFT_CARD"',
    ],
    [
      { productType: 'DIGITAL', priceCents: '15.00' },
      'priceCents',
      'expected number, received string',
    ],
    [{ productType: 'DIGITAL', salePriceCents: -5 }, 'salePriceCents', 'must be at least 0'],
    [
      { productType: 'PHYSICAL', variants: [{ sku: 'x'.repeat(61) }] },
      'variants[0].sku',
      'must be at most 60 characters',
    ],
    [{ productType: 'PHYSICAL', onSale: null }, 'onSale', 'expected boolean, received null'],
  ])('refuses %j, naming %s', (input, path, message) => {
    const result = parseProduct(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(`Invalid product at ${path}: ${message}`);
      expect(result.error.issues).toEqual([{ path, message }]);
    }
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseProduct(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on product-like input', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            productType: fc.oneof(fc.constantFrom(...ProductType.values), fc.anything()),
            variants: fc.array(
              fc.dictionary(fc.constantFrom('sku', 'price', 'optionValues'), fc.anything()),
            ),
            priceCents: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(typeof parseProduct(input).ok).toBe('boolean');
        },
      ),
      UNIT_TEST_RUNS,
    );
  });
});
