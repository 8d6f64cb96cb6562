import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import { parseVariant, VariantSchema } from './variant';

// Property suite: a product variant (spec 000 §3 "Variant", §5 "Commerce"), from product
// data on the page or the server.
const variant = { subject: 'variant', schema: VariantSchema, parse: parseVariant };

const variantLike = hostileRecord(
  {
    id: sometimes(hostileString),
    sku: sometimes(fc.string({ maxLength: 70 })),
    price: sometimes(fc.integer({ min: 0, max: 100_000_000 })),
    salePrice: sometimes(fc.integer({ min: 0, max: 100_000_000 })),
    onSale: sometimes(fc.boolean()),
    qtyInStock: sometimes(fc.integer({ min: -5, max: 1000 })),
    unlimited: sometimes(fc.boolean()),
    optionValues: sometimes(
      fc.array(
        fc.record({ optionName: sometimes(hostileString), value: sometimes(hostileString) }),
        { maxLength: 3 },
      ),
    ),
  },
  { price: 1 },
);

describe('parseVariant (property, spec 000 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(variant);
  });

  it('reads hostile variants: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(variant, variantLike, ({ price, salePrice, sku }) => {
      for (const cents of [price, salePrice]) {
        if (cents === undefined) continue;
        assert.ok(Number.isSafeInteger(cents));
        assert.ok(cents >= 0);
        assert.ok(cents <= LIMITS.commerce.productPriceMaxCents);
      }
      if (sku !== undefined) assert.ok(sku.length <= LIMITS.commerce.skuMaxLength);
    });
  });
});
