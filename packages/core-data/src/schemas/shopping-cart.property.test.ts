import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from './parse-result';
import { parseShoppingCart, ShoppingCartSchema } from './shopping-cart';

// Property suite: the shopping cart as the server answers it (spec 000 §3 "Shopping cart").
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE = [
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'x'.repeat(5_000),
  '1e400',
  'NaN',
];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...HOSTILE),
);
const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString') },
);
const anyValue = fc.anything({
  key: hostileKey,
  maxDepth: 2,
  maxKeys: 5,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
});
/** An object whose every read throws, as a hostile proxy would. */
const unreadable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('unreadable');
    },
    ownKeys: () => {
      throw new Error('unreadable');
    },
    getOwnPropertyDescriptor: () => {
      throw new Error('unreadable');
    },
  },
);
/** Values of the wrong kind for any field. */
const wrongValue = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    '',
    [],
    {},
  ),
  hostileString,
  fc.double(),
);
/** Mostly a value of the right kind, sometimes a wrong one: each field is right or wrong alone. */
const sometimes = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: wrongValue });
/** An own `__proto__` key, as JSON.parse makes of `{"__proto__": …}`. */
const withProtoKey = <T extends object>(record: T, value: unknown): T =>
  Object.defineProperty({ ...record }, '__proto__', {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });

const cartLike = fc
  .record(
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
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc.constant(
          withProtoKey(record, { polluted: true, id: 'forged-cart', isPurchased: true }),
        ),
      },
    ),
  );

function expectCartResult(result: ParseResult<unknown>) {
  if (result.ok) {
    // A valid value passes the schema again.
    assert.ok(ShoppingCartSchema.safeParse(result.value).success, 'the value fails the schema');
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.match(result.error.message, /^Invalid shopping cart/);
    assert.ok(result.error.issues.length > 0, 'an error without issues');
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

describe('parseShoppingCart (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.jsonValue(), fc.constant(unreadable)), (input) => {
        expectCartResult(parseShoppingCart(input));
      }),
      RUNS,
    );
  });

  it('reads hostile shopping carts: a valid one parses again to itself and keeps the spec rules', () => {
    let valid = 0;
    fc.assert(
      fc.property(cartLike, (input) => {
        const result = parseShoppingCart(input);
        expectCartResult(result);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        if (!result.ok) return;
        valid += 1;
        assert.deepEqual(parseShoppingCart(result.value), result);
        const { id, entries, totalQuantity } = result.value;
        assert.equal(typeof id, 'string');
        assert.ok(Object.hasOwn(input, 'id'));
        for (const entry of entries ?? []) {
          assert.equal(typeof entry.itemId, 'string');
          assert.ok(Number.isSafeInteger(entry.quantity) && entry.quantity >= 0);
        }
        if (totalQuantity !== undefined) assert.ok(totalQuantity >= 0);
      }),
      RUNS,
    );
    // Not a vacuous property: a good share of the hostile inputs is valid.
    expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
  });
});
