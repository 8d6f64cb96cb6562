import assert from 'node:assert/strict';
import type { DataLayerResult } from '@vitrine/core-data/data-layer';
import { ShoppingCartSchema } from '@vitrine/core-data/schemas/shopping-cart';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { cartTotals } from '../cart-store/cart-totals';
import { toCartResult } from './cart-api';

// Property suite: every cart answer comes from the server (spec 000 §3 "Shopping cart") and is
// validated at the edge before the cart store and its totals see it.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_STRINGS));
const wrongValue = fc.constantFrom(null, undefined, true, [], {}, Number.NaN, -1, 1.5, '12');
const sometimes = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 10, arbitrary: right },
    { weight: 1, arbitrary: fc.oneof(wrongValue, hostileString) },
  );
const cents = sometimes(
  fc.oneof(
    fc.integer({ min: -100_000, max: 10_000_000 }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  ),
);
const cartLike = fc.record(
  {
    id: sometimes(hostileString),
    entries: sometimes(
      fc.array(
        fc.record(
          {
            id: sometimes(hostileString),
            itemId: sometimes(hostileString),
            quantity: sometimes(fc.oneof(fc.nat(1_000), fc.constant(Number.MAX_SAFE_INTEGER))),
          },
          { requiredKeys: ['itemId', 'quantity'] },
        ),
        { maxLength: 4 },
      ),
    ),
    subtotalCents: cents,
    taxCents: cents,
    shippingCostCents: cents,
    discountCents: cents,
    grandTotalCents: cents,
    totalQuantity: sometimes(fc.nat(1_000)),
    subtotalAmount: sometimes(
      fc.record({
        amount: fc.constantFrom('12.50', 12.5, '1e3'),
        currencyCode: fc.constantFrom('EUR', 'eur'),
      }),
    ),
  },
  { requiredKeys: ['id'] },
);
const answer: fc.Arbitrary<DataLayerResult<unknown>> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      ok: fc.constant(true as const),
      status: fc.constant(200),
      data: cartLike,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      ok: fc.constant(true as const),
      status: fc.constant(200),
      data: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.anything({ maxDepth: 2, withNullPrototype: true }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      ok: fc.constant(false as const),
      error: fc.record({
        code: fc.constantFrom(
          'connection',
          'server',
          'client',
          'login-required',
          'authorization-fail',
        ),
        message: hostileString,
        status: fc.option(fc.integer({ min: 400, max: 599 }), { nil: undefined }),
        data: fc.jsonValue({ maxDepth: 1 }),
      }),
    }) as fc.Arbitrary<DataLayerResult<unknown>>,
  },
);

let error: MockInstance<typeof console.error>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  error.mockRestore();
});

describe('cart answers (property, spec 000 §3 "Shopping cart")', { timeout: 60_000 }, () => {
  it('toCartResult never throws: a valid cart, or a failure with a message and a code', () => {
    fc.assert(
      fc.property(answer, (reply) => {
        const result = toCartResult(reply);
        if (result.ok) {
          assert.ok(reply.ok);
          assert.ok(ShoppingCartSchema.safeParse(result.value).success);
        } else {
          assert.equal(typeof result.error.message, 'string');
          if (reply.ok) assert.equal(result.error.code, 'invalidCart');
          else assert.equal(result.error.code, reply.error.code);
        }
      }),
      RUNS,
    );
  });

  it('gives totals of finite whole cents for every valid cart, the server ones when it sent them', () => {
    fc.assert(
      fc.property(cartLike, (data) => {
        const result = toCartResult({ ok: true, status: 200, data });
        if (!result.ok) return;
        const totals = cartTotals(result.value);
        for (const value of Object.values(totals)) assert.ok(Number.isInteger(value), `${value}`);
        const cart = result.value;
        if (cart.grandTotalCents !== undefined)
          assert.equal(totals.grandTotalCents, cart.grandTotalCents);
        if (cart.totalQuantity !== undefined)
          assert.equal(totals.totalQuantity, cart.totalQuantity);
        else {
          const sum = (cart.entries ?? []).reduce((total, entry) => total + entry.quantity, 0);
          assert.equal(totals.totalQuantity, sum);
        }
        assert.ok(totals.totalQuantity >= 0);
      }),
      RUNS,
    );
  });
});
