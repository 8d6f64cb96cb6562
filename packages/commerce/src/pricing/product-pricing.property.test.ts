import assert from 'node:assert/strict';
import { ProductType } from '@vitrine/core-data/enums';
import { parseProduct } from '@vitrine/core-data/schemas/product';
import { parseVariant } from '@vitrine/core-data/schemas/variant';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from 'vitest';
import { PRODUCT_PRICE_MAX_CENTS } from './price-rules';
import { type PriceDisplay, productPriceDisplay, variantPriceDisplay } from './product-pricing';

// Property suite: products and variants come from the page or the server (spec 000 §3
// "Product", "Variant"; §5 "Commerce": whole cents up to 100,000,000), parsed at the edge, then
// shown as a price.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const price = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 0, max: PRODUCT_PRICE_MAX_CENTS }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      0,
      PRODUCT_PRICE_MAX_CENTS,
      PRODUCT_PRICE_MAX_CENTS + 1,
      -1,
      1.5,
      Number.NaN,
      '100',
      null,
    ),
  },
);
const variantLike = fc.record(
  {
    id: fc.string({ maxLength: 6 }),
    sku: fc.oneof(
      { weight: 8, arbitrary: fc.string({ maxLength: 8 }) },
      { weight: 1, arbitrary: fc.string({ minLength: 61, maxLength: 70 }) },
    ),
    price,
    salePrice: price,
    onSale: fc.oneof(
      { weight: 8, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constantFrom('true', 1, null) },
    ),
    qtyInStock: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: -2, max: 5 }) },
      { weight: 1, arbitrary: fc.constantFrom(1.5, '3', null) },
    ),
    unlimited: fc.oneof(
      { weight: 8, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constantFrom('true', null) },
    ),
  },
  { requiredKeys: [] },
);
const productLike = fc.record(
  {
    id: fc.string({ maxLength: 6 }),
    productType: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...ProductType.values) },
      { weight: 1, arbitrary: fc.constantFrom('physical', '', null, 1) },
    ),
    variants: fc.oneof(
      { weight: 8, arbitrary: fc.array(variantLike, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'v', {}) },
    ),
    priceCents: price,
    salePriceCents: price,
    onSale: fc.oneof(
      { weight: 8, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constantFrom('true', null) },
    ),
  },
  { requiredKeys: ['productType'] },
);

/** Every amount a price display shows is whole cents within the spec's range. */
function assertDisplay(display: PriceDisplay) {
  if (display.kind === 'unavailable') return;
  const amounts =
    display.kind === 'sale' ? [display.priceCents, display.originalCents] : [display.priceCents];
  for (const cents of amounts) {
    assert.ok(
      Number.isSafeInteger(cents) && cents >= 0 && cents <= PRODUCT_PRICE_MAX_CENTS,
      `${cents}`,
    );
  }
  if (display.kind === 'sale') assert.ok(display.priceCents < display.originalCents);
  assert.equal(typeof display.soldOut, 'boolean');
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('product prices (property, spec 000 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws on a parsed product: one price display, amounts in whole cents within the maximum', () => {
    let shown = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          { weight: 6, arbitrary: productLike },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
        ),
        (data) => {
          const product = parseProduct(data);
          if (!product.ok) return;
          const display = productPriceDisplay(product.value);
          assert.ok(['regular', 'sale', 'from', 'unavailable'].includes(display.kind));
          assertDisplay(display);
          if (display.kind !== 'unavailable') shown += 1;
          if (display.kind === 'from') {
            // The lowest price shown is one of the variants' own prices or sale prices.
            const prices = (product.value.variants ?? []).flatMap((v) => [v.price, v.salePrice]);
            assert.ok(prices.includes(display.priceCents));
          }
        },
      ),
      RUNS,
    );
    assert.ok(shown > RUNS.numRuns / 10, `${shown}`);
  });

  it('never throws on a parsed variant: a sale only below the price, the price itself otherwise', () => {
    fc.assert(
      fc.property(variantLike, (data) => {
        const variant = parseVariant(data);
        if (!variant.ok) return;
        const display = variantPriceDisplay(variant.value);
        assertDisplay(display);
        const { price: cents, salePrice, onSale } = variant.value;
        if (cents === undefined) assert.equal(display.kind, 'unavailable');
        else if (onSale === true && salePrice !== undefined && salePrice < cents) {
          assert.deepEqual(
            [display.kind, display.kind === 'sale' && display.originalCents],
            ['sale', cents],
          );
        } else assert.ok(display.kind === 'regular' && display.priceCents === cents);
      }),
      RUNS,
    );
  });
});
