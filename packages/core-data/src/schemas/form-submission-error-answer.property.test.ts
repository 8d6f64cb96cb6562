import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FormSubmissionErrorAnswerSchema,
  parseFormSubmissionErrorAnswer,
} from './form-submission-error-answer';
import type { ParseResult } from './parse-result';

// Property suite: the data of a failed POST /api/form/SaveFormSubmission (spec 000 §7, §8), as
// the server sends it: an errors map by field id, or a general error message.
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

const errorAnswerLike = fc
  .record(
    {
      errors: sometimes(
        fc.oneof(
          fc.constant(null),
          fc.dictionary(hostileKey, sometimes(hostileString), { maxKeys: 6 }),
        ),
      ),
      error: sometimes(fc.oneof(fc.constant(null), hostileString)),
    },
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc.constant(
          withProtoKey(record, { polluted: true, errors: { polluted: 'yes' } }),
        ),
      },
    ),
  );

function expectErrorAnswerResult(result: ParseResult<unknown>) {
  if (result.ok) {
    // A valid value passes the schema again.
    assert.ok(
      FormSubmissionErrorAnswerSchema.safeParse(result.value).success,
      'the value fails the schema',
    );
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.match(result.error.message, /^Invalid form submission error answer/);
    assert.ok(result.error.issues.length > 0, 'an error without issues');
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

describe('parseFormSubmissionErrorAnswer (property, spec 000 §7, §8)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.jsonValue(), fc.constant(unreadable)), (input) => {
        expectErrorAnswerResult(parseFormSubmissionErrorAnswer(input));
      }),
      RUNS,
    );
  });

  it('reads hostile form submission error answers: a valid one parses again to itself and keeps the spec rules', () => {
    let valid = 0;
    fc.assert(
      fc.property(errorAnswerLike, (input) => {
        const result = parseFormSubmissionErrorAnswer(input);
        expectErrorAnswerResult(result);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        if (!result.ok) return;
        valid += 1;
        assert.deepEqual(parseFormSubmissionErrorAnswer(result.value), result);
        const { errors, error } = result.value;
        if (errors != null) {
          for (const [field, message] of Object.entries(errors)) {
            assert.notEqual(field, '__proto__');
            assert.equal(typeof message, 'string');
          }
        }
        if (error != null) assert.equal(typeof error, 'string');
      }),
      RUNS,
    );
    // Not a vacuous property: a good share of the hostile inputs is valid.
    expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
  });
});
