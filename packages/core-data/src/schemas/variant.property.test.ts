import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import type { ParseResult } from './parse-result';
import { parseVariant, VariantSchema } from './variant';

// Property suite: a product variant (spec 000 §3 "Variant", §5 "Commerce"), from product
// data on the page or the server.
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

const variantLike = fc
  .record(
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
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(record) },
      { weight: 1, arbitrary: fc.constant(withProtoKey(record, { polluted: true, price: 1 })) },
    ),
  );

function expectVariantResult(result: ParseResult<unknown>) {
  if (result.ok) {
    // A valid value passes the schema again.
    assert.ok(VariantSchema.safeParse(result.value).success, 'the value fails the schema');
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.match(result.error.message, /^Invalid variant/);
    assert.ok(result.error.issues.length > 0, 'an error without issues');
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

describe('parseVariant (property, spec 000 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.jsonValue(), fc.constant(unreadable)), (input) => {
        expectVariantResult(parseVariant(input));
      }),
      RUNS,
    );
  });

  it('reads hostile variants: a valid one parses again to itself and keeps the spec rules', () => {
    let valid = 0;
    fc.assert(
      fc.property(variantLike, (input) => {
        const result = parseVariant(input);
        expectVariantResult(result);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        if (!result.ok) return;
        valid += 1;
        assert.deepEqual(parseVariant(result.value), result);
        const { price, salePrice, sku } = result.value;
        for (const cents of [price, salePrice]) {
          if (cents === undefined) continue;
          assert.ok(Number.isSafeInteger(cents));
          assert.ok(cents >= 0);
          assert.ok(cents <= LIMITS.commerce.productPriceMaxCents);
        }
        if (sku !== undefined) assert.ok(sku.length <= LIMITS.commerce.skuMaxLength);
      }),
      RUNS,
    );
    // Not a vacuous property: a good share of the hostile inputs is valid.
    expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
  });
});
