import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { ProductType } from '../enums/commerce';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import { ProductSchema, parseProduct } from './product';

// Property suite: a product of structured content (spec 000 §3 "Product"), from the page or
// the server.
const product = { subject: 'product', schema: ProductSchema, parse: parseProduct };

const productLike = hostileRecord(
  {
    id: sometimes(hostileString),
    productType: sometimes(fc.constantFrom(...ProductType.values)),
    variants: sometimes(
      fc.array(
        fc.record(
          {
            sku: sometimes(fc.string({ maxLength: 70 })),
            price: sometimes(fc.integer({ min: 0, max: 100_000_000 })),
            onSale: sometimes(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
    priceCents: sometimes(fc.integer({ min: 0, max: 100_000_000 })),
    salePriceCents: sometimes(fc.integer({ min: 0, max: 100_000_000 })),
    onSale: sometimes(fc.boolean()),
  },
  { productType: 'DIGITAL' },
);

describe('parseProduct (property, spec 000 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(product);
  });

  it('reads hostile products: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(product, productLike, (value, input) => {
      const { productType, priceCents, salePriceCents, variants } = value;
      assert.ok(ProductType.is(productType));
      assert.ok(Object.hasOwn(input, 'productType'));
      const prices = [priceCents, salePriceCents, ...(variants ?? []).map((v) => v.price)];
      for (const cents of prices) {
        if (cents === undefined) continue;
        assert.ok(Number.isSafeInteger(cents));
        assert.ok(cents >= 0);
        assert.ok(cents <= LIMITS.commerce.productPriceMaxCents);
      }
    });
  });
});
