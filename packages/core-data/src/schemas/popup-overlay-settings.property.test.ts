import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from './parse-result';
import {
  POPUP_OVERLAY_NEVER_AGAIN,
  PopupOverlaySettingsSchema,
  parsePopupOverlaySettings,
} from './popup-overlay-settings';

// Property suite: popup overlay settings (spec 000 §3, §4), from the page context's website
// settings.
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

const settingsLike = fc
  .record(
    {
      style: sometimes(fc.oneof(fc.constant(null), hostileString, fc.integer())),
      enableMobile: sometimes(fc.boolean()),
      version: sometimes(fc.nat()),
      showUntilSignup: sometimes(fc.boolean()),
      displayFrequency: sometimes(fc.integer({ min: -1, max: 400 })),
    },
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc.constant(
          withProtoKey(record, { polluted: true, displayFrequency: -1, version: 99 }),
        ),
      },
    ),
  );

function expectSettingsResult(result: ParseResult<unknown>) {
  if (result.ok) {
    // A valid value passes the schema again.
    assert.ok(
      PopupOverlaySettingsSchema.safeParse(result.value).success,
      'the value fails the schema',
    );
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.match(result.error.message, /^Invalid popup overlay settings/);
    assert.ok(result.error.issues.length > 0, 'an error without issues');
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

describe('parsePopupOverlaySettings (property, spec 000 §3, §4)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.jsonValue(), fc.constant(unreadable)), (input) => {
        expectSettingsResult(parsePopupOverlaySettings(input));
      }),
      RUNS,
    );
  });

  it('reads hostile popup overlay settingss: a valid one parses again to itself and keeps the spec rules', () => {
    let valid = 0;
    fc.assert(
      fc.property(settingsLike, (input) => {
        const result = parsePopupOverlaySettings(input);
        expectSettingsResult(result);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        if (!result.ok) return;
        valid += 1;
        assert.deepEqual(parsePopupOverlaySettings(result.value), result);
        const { version, displayFrequency } = result.value;
        if (version !== undefined) assert.ok(version >= 0);
        if (displayFrequency !== undefined) {
          assert.ok(displayFrequency >= POPUP_OVERLAY_NEVER_AGAIN);
        }
        // A key only sent through "__proto__" is not read.
        if (!Object.hasOwn(input, 'displayFrequency')) assert.equal(displayFrequency, undefined);
      }),
      RUNS,
    );
    // Not a vacuous property: a good share of the hostile inputs is valid.
    expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
  });
});
