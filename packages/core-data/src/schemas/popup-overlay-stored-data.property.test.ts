import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from './parse-result';
import {
  PopupOverlayStoredDataSchema,
  parsePopupOverlayStoredData,
} from './popup-overlay-stored-data';

// Property suite: what the popup overlay reads back from local storage (spec 000 §3: keys
// date-closed, version, submitted), text that any script of the site can write.
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

const storedLike = fc
  .record(
    {
      'date-closed': sometimes(
        fc.oneof(
          fc.integer({ min: 0, max: 2 ** 45 }),
          fc.integer({ min: 0, max: 2 ** 45 }).map(String),
          fc.constantFrom('9'.repeat(400), '-0', '0.5'),
        ),
      ),
      version: sometimes(fc.oneof(fc.nat(), fc.nat().map(String), fc.constant('9'.repeat(400)))),
      submitted: sometimes(fc.constantFrom(true, false, 'true', 'false')),
    },
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc.constant(withProtoKey(record, { polluted: true, submitted: true })),
      },
    ),
  );

function expectStoredResult(result: ParseResult<unknown>) {
  if (result.ok) {
    // A valid value passes the schema again.
    assert.ok(
      PopupOverlayStoredDataSchema.safeParse(result.value).success,
      'the value fails the schema',
    );
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.match(result.error.message, /^Invalid popup overlay stored data/);
    assert.ok(result.error.issues.length > 0, 'an error without issues');
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

describe('parsePopupOverlayStoredData (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.jsonValue(), fc.constant(unreadable)), (input) => {
        expectStoredResult(parsePopupOverlayStoredData(input));
      }),
      RUNS,
    );
  });

  it('reads hostile popup overlay stored datas: a valid one parses again to itself and keeps the spec rules', () => {
    let valid = 0;
    fc.assert(
      fc.property(storedLike, (input) => {
        const result = parsePopupOverlayStoredData(input);
        expectStoredResult(result);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        if (!result.ok) return;
        valid += 1;
        assert.deepEqual(parsePopupOverlayStoredData(result.value), result);
        const stored = result.value;
        for (const key of ['date-closed', 'version'] as const) {
          const value = stored[key];
          if (value !== undefined) assert.ok(Number.isFinite(value));
        }
        if (stored.submitted !== undefined) assert.equal(typeof stored.submitted, 'boolean');
      }),
      RUNS,
    );
    // Not a vacuous property: a good share of the hostile inputs is valid.
    expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it('reads back the text of every finite number and boolean, as local storage keeps them', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        (closedAt, version, submitted) => {
          const result = parsePopupOverlayStoredData({
            'date-closed': String(closedAt),
            version: String(version),
            submitted: String(submitted),
          });
          // String(-0) is '0': the sign of zero is the only thing text loses.
          assert.deepEqual(result, {
            ok: true,
            value: { 'date-closed': closedAt || 0, version: version || 0, submitted },
          });
        },
      ),
      RUNS,
    );
  });
});
