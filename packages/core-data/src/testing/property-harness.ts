import assert from 'node:assert/strict';
import fc from 'fast-check';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import type { ParseResult } from '../schemas/parse-result';
import { HOSTILE_STRINGS } from './hostile-strings';

// What core-data's property suites (`*.property.test.ts`) share: hostile inputs and the checks
// every `parseX` of outside data must pass. Test support only: no build entry reaches this file.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.

/** The runs of every property of a property suite (docs/ARCHITECTURE.md, "Tests"). */
export const RUNS = { numRuns: 10_000 };

/**
 * The runs of the properties inside core-data's unit tests (`*.test.ts`), which check with
 * vitest's `expect` (about 15 µs a call) beside their example tests; the property suites beside
 * them (`*.property.test.ts`) run {@link RUNS} on the same modules.
 */
export const UNIT_TEST_RUNS = { numRuns: 300 };

/** Object keys, now and then one that reaches `Object.prototype`. */
export const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString') },
);

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

/**
 * Any value at all: JSON, boxed values, dates, maps, sets, sparse arrays, null-prototype objects
 * with hostile keys, and an object whose every read throws.
 */
export const anyInput = fc.oneof(
  fc.anything({
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
  }),
  fc.jsonValue(),
  fc.constant(unreadable),
);

/**
 * The arbitraries of hostile fields: `hostileString` (any string, binary ones, the usual hostile
 * strings and `extraStrings`) and `sometimes(right)`, mostly a value of the right kind and one
 * time in 13 a value of the wrong kind, so that each field is right or wrong alone.
 */
export function hostileFields(extraStrings: readonly string[] = []) {
  const hostileString = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(...HOSTILE_STRINGS, ...extraStrings),
  );
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
  const sometimes = <T>(right: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: wrongValue });
  return { hostileString, sometimes };
}

export const { hostileString, sometimes } = hostileFields();

/** An own `__proto__` key, as JSON.parse makes of `{"__proto__": …}`. */
function withProtoKey<T extends object>(record: T, value: unknown): T {
  return Object.defineProperty({ ...record }, '__proto__', {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

/**
 * Records of `fields`, each field present or not; one time in `plainWeight + 1` with an own
 * `__proto__` key holding `{ polluted: true, ...forged }`, which a parser must neither read as
 * data nor let reach `Object.prototype`.
 */
export function hostileRecord<T extends object>(
  fields: { [K in keyof T]: fc.Arbitrary<T[K]> },
  forged: Readonly<Record<string, unknown>>,
  { plainWeight = 6 }: { plainWeight?: number } = {},
): fc.Arbitrary<fc.RecordValue<T, never>> {
  return fc.record<T, never>(fields, { requiredKeys: [] }).chain((record) =>
    fc.oneof(
      { weight: plainWeight, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc.constant(withProtoKey(record, { polluted: true, ...forged })),
      },
    ),
  );
}

/** A `parseX` function of core-data with the schema it applies. */
export interface ParserUnderTest<T> {
  /** What its errors call the input: "Invalid <subject> at …". */
  readonly subject: string;
  readonly schema: z.ZodMiniType;
  readonly parse: (input: unknown) => ParseResult<T>;
}

/**
 * A parse result is either a value that passes the schema again and whose prototype is
 * `Object.prototype`, or an error that starts "Invalid <subject>" and lists at least one issue,
 * each with a string path and message.
 */
export function expectParseResultShape(
  parser: ParserUnderTest<unknown>,
  result: ParseResult<unknown>,
): void {
  if (result.ok) {
    assert.ok(parser.schema.safeParse(result.value).success, 'the value fails the schema');
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.ok(
      result.error.message.startsWith(`Invalid ${parser.subject}`),
      `an error not about the ${parser.subject}: ${result.error.message}`,
    );
    assert.ok(result.error.issues.length > 0, 'an error without issues');
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

/** Property: the parser never throws on {@link anyInput} and each result has the right shape. */
export function assertParsesAnyInput(parser: ParserUnderTest<unknown>): void {
  fc.assert(
    fc.property(anyInput, (input) => {
      expectParseResultShape(parser, parser.parse(input));
    }),
    RUNS,
  );
}

/**
 * Property: over `hostile` inputs the parser returns a well-shaped result, `Object.prototype`
 * stays clean, and a valid value parses again to the same result and keeps `rules` (the spec
 * rules of that value, given the input it was read from). More than a tenth of the inputs must be
 * valid, so that the rules are really exercised.
 */
export function assertReadsHostile<T, I>(
  parser: ParserUnderTest<T>,
  hostile: fc.Arbitrary<I>,
  rules: (value: T, input: I) => void,
): void {
  let valid = 0;
  fc.assert(
    fc.property(hostile, (input) => {
      const result = parser.parse(input);
      expectParseResultShape(parser, result);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      if (!result.ok) return;
      valid += 1;
      assert.deepEqual(parser.parse(result.value), result);
      rules(result.value, input);
    }),
    RUNS,
  );
  // Not a vacuous property: a good share of the hostile inputs is valid.
  expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
}

/**
 * One piece of hostile text: any single UTF-16 code unit, a lone surrogate, or one of `pieces`,
 * by the given weights (5, 1 and 4 unless told).
 */
export function hostileUnit(
  pieces: readonly string[],
  { anyUnit = 5, loneSurrogate = 1, piece = 4 } = {},
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: anyUnit, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    {
      weight: loneSurrogate,
      arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode),
    },
    { weight: piece, arbitrary: fc.constantFrom(...pieces) },
  );
}

/** Text as UTF-8 can carry it: each lone surrogate becomes U+FFFD, as browsers encode it. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}
