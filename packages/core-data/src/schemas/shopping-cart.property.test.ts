import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import { parseShoppingCart, ShoppingCartSchema } from './shopping-cart';

// Property suite: the shopping cart as the server answers it (spec 000 §3 "Shopping cart").
const shoppingCart = {
  subject: 'shopping cart',
  schema: ShoppingCartSchema,
  parse: parseShoppingCart,
};

const cartLike = hostileRecord(
  {
    id: sometimes(hostileString),
    created: sometimes(fc.integer({ min: 0, max: 2 ** 45 })),
    isPurchased: sometimes(fc.boolean()),
    entries: sometimes(
      fc.array(
        fc.record({
          id: sometimes(hostileString),
          itemId: sometimes(hostileString),
          variantId: sometimes(fc.oneof(fc.constant(null), hostileString)),
          quantity: sometimes(fc.nat(1000)),
        }),
        { maxLength: 3 },
      ),
    ),
    subtotalCents: sometimes(fc.integer()),
    subtotalAmount: sometimes(
      fc.oneof(
        fc.constant(null),
        fc.record({
          amount: fc.constantFrom('12.50', 12.5),
          currencyCode: fc.constantFrom('EUR', 'eur'),
        }),
      ),
    ),
    grandTotalCents: sometimes(fc.integer()),
    totalQuantity: sometimes(fc.nat(1000)),
    coupons: sometimes(fc.array(fc.record({ code: hostileString }), { maxLength: 2 })),
  },
  { id: 'forged-cart', isPurchased: true },
);

describe('parseShoppingCart (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(shoppingCart);
  });

  it('reads hostile shopping carts: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(shoppingCart, cartLike, ({ id, entries, totalQuantity }, input) => {
      assert.equal(typeof id, 'string');
      assert.ok(Object.hasOwn(input, 'id'));
      for (const entry of entries ?? []) {
        assert.equal(typeof entry.itemId, 'string');
        assert.ok(Number.isSafeInteger(entry.quantity) && entry.quantity >= 0);
      }
      if (totalQuantity !== undefined) assert.ok(totalQuantity >= 0);
    });
  });
});
