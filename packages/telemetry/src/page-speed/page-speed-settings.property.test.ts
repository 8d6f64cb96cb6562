import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { readPageSpeedSettings } from './page-speed-settings';

// Property suite: readPageSpeedSettings reads the answer of GET /api/1/performance/settings
// (spec 001 §4 "Page-speed reporting", §7), the server's JSON as `response.json()` gives it.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const FLAGS = ['rum', 'app-specific', 'track-page-speed', 'track-user-timing'] as const;
const HOSTILE = [
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'true',
  ...FLAGS,
];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE));
const flagValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constantFrom(false, 'true', 1, null, [true], { value: true }) },
);
const answerLike = fc.record(
  {
    pageLoadId: fc.oneof(
      { weight: 4, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.constantFrom(null, 0, 42, true, [], {}) },
    ),
    flags: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.dictionary(fc.constantFrom(...FLAGS, '__proto__', 'constructor'), flagValue),
      },
      { weight: 1, arbitrary: fc.constantFrom(null, 'rum', ['rum'], true) },
    ),
  },
  { requiredKeys: [] },
);
/** What `response.json()` makes of an answer: the JSON text, parsed (`__proto__` an own key). */
const asJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

describe('readPageSpeedSettings (property, spec 001 §4, §7)', { timeout: 60_000 }, () => {
  it('never throws on any answer, and gives settings only with a page-load id', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything(), answerLike), (answer) => {
        const settings = readPageSpeedSettings(answer);
        if (settings === undefined) return;
        assert.equal(typeof settings.pageLoadId, 'string');
        assert.ok(settings.pageLoadId.length > 0);
        for (const on of [settings.enabled, settings.trackPageSpeed, settings.trackUserTiming]) {
          assert.equal(typeof on, 'boolean');
        }
      }),
      RUNS,
    );
  });

  it('turns a flag on only when the answer holds it as true: rum and app-specific both for reporting', () => {
    fc.assert(
      fc.property(answerLike.map(asJson), (answer) => {
        const settings = readPageSpeedSettings(answer);
        const { pageLoadId, flags } = answer as { pageLoadId?: unknown; flags?: unknown };
        if (typeof pageLoadId !== 'string' || pageLoadId === '') {
          assert.equal(settings, undefined);
          return;
        }
        // The oracle reads own keys only: a flag sent under "__proto__" is not a flag.
        const on = (flag: string) =>
          typeof flags === 'object' &&
          flags !== null &&
          Object.hasOwn(flags, flag) &&
          (flags as Record<string, unknown>)[flag] === true;
        assert.deepEqual(settings, {
          pageLoadId,
          enabled: on('rum') && on('app-specific'),
          trackPageSpeed: on('track-page-speed'),
          trackUserTiming: on('track-user-timing'),
        });
      }),
      RUNS,
    );
  });
});
