import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { readPageSpeedSettings } from './page-speed-settings';

// Property suite: readPageSpeedSettings reads the answer of GET /api/1/performance/settings
// (spec 001 §4 "Page-speed reporting", §7), the server's JSON as `response.json()` gives it.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const FLAGS = ['rum', 'app-specific', 'track-page-speed', 'track-user-timing'] as const;
const HOSTILE = [...HOSTILE_STRINGS, 'true', ...FLAGS];
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
const ALL_ON = {
  rum: true,
  'app-specific': true,
  'track-page-speed': true,
  'track-user-timing': true,
};
const ALL_OFF = {
  rum: false,
  'app-specific': false,
  'track-page-speed': false,
  'track-user-timing': false,
};
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
    // The answer is built from what it means (which flags are on), with every other way of
    // sending a flag mixed in: absent, false, "true", 1, null, wrapped, or only under an own
    // "__proto__" key (what JSON.parse makes of it). The expected settings follow from the
    // spec's rule, not from reading the answer back.
    const offValue = fc.constantFrom(undefined, false, 'true', 1, null, [true], { value: true });
    const intent = fc.record({
      pageLoadId: fc.string({ minLength: 1 }),
      on: fc.record({
        rum: fc.boolean(),
        'app-specific': fc.boolean(),
        'track-page-speed': fc.boolean(),
        'track-user-timing': fc.boolean(),
      }),
      off: fc.tuple(offValue, offValue, offValue, offValue),
      protoFlags: fc.boolean(),
      extra: fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
    });
    fc.assert(
      fc.property(intent, ({ pageLoadId, on, off, protoFlags, extra }) => {
        const flags: Record<string, unknown> = { ...extra };
        FLAGS.forEach((flag, index) => {
          if (on[flag]) flags[flag] = true;
          else if (off[index] !== undefined) flags[flag] = off[index];
          else delete flags[flag];
        });
        // Every flag true, but only under "__proto__": none of them is sent.
        const flagsText = protoFlags
          ? `{"__proto__":${JSON.stringify(ALL_ON)}}`
          : JSON.stringify(flags);
        const answer: unknown = JSON.parse(
          `{"pageLoadId":${JSON.stringify(pageLoadId)},"flags":${flagsText}}`,
        );
        const expected = protoFlags ? ALL_OFF : on;
        assert.deepEqual(readPageSpeedSettings(answer), {
          pageLoadId,
          enabled: expected.rum && expected['app-specific'],
          trackPageSpeed: expected['track-page-speed'],
          trackUserTiming: expected['track-user-timing'],
        });
      }),
      RUNS,
    );
  });

  it('gives no settings without a page-load id: absent, empty or not a string', () => {
    const noId = fc.constantFrom(undefined, '', null, 0, 42, true, [], {}, ['id']);
    fc.assert(
      fc.property(
        noId,
        fc.dictionary(fc.constantFrom(...FLAGS), fc.constant(true)),
        (id, flags) => {
          const answer = id === undefined ? { flags } : { pageLoadId: id, flags };
          assert.equal(readPageSpeedSettings(asJson(answer)), undefined);
        },
      ),
      RUNS,
    );
  });
});
