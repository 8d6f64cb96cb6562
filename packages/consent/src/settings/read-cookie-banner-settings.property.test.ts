import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { normalizeCookieBannerSettings } from './normalize-cookie-banner-settings';
import { readCookieBannerSettings } from './read-cookie-banner-settings';

// Property suite: readCookieBannerSettings validates server answers and editor input (spec 000
// §3 "Cookie banner settings"): a value of the wrong type is a typed error, never a throw.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const TEXT_FIELDS = ['cookieBannerCtaText', 'cookieBannerText', 'cookieBannerOptOutCtaText'];
const FLAG_FIELDS = [
  'isCookieBannerEnabled',
  'isRestrictiveCookiePolicyEnabled',
  'isVisitorDataRestricted',
  'isRestrictiveCookiePolicyAbsolute',
];
const ENUM_FIELDS = [
  'cookieBannerCtaVariant',
  'cookieBannerPosition',
  'cookieBannerTheme',
  'cookieBannerVariant',
  'cookieBannerAcceptType',
];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_STRINGS, 'BAR', 'TOP'));
const fieldValue = fc.oneof(
  hostileString,
  fc.boolean(),
  fc.constantFrom(null, undefined, 0, Number.NaN, [], {}),
);
const settingsLike = fc.dictionary(
  fc.constantFrom(...TEXT_FIELDS, ...FLAG_FIELDS, ...ENUM_FIELDS, '__proto__', 'extra'),
  fieldValue,
  { maxKeys: 8 },
);
const unreadable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('unreadable');
    },
    ownKeys: () => {
      throw new Error('unreadable');
    },
  },
);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('readCookieBannerSettings (property, spec 000 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws: a typed error, or the settings normalised', () => {
    const input = fc.oneof(
      settingsLike,
      fc.anything({ maxDepth: 2, maxKeys: 5, withNullPrototype: true, withMap: true }),
      fc.constant(unreadable),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const result = readCookieBannerSettings(raw);
        if (result.ok) {
          assert.deepEqual(result.value, normalizeCookieBannerSettings(result.value));
        } else {
          assert.match(result.error.message, /^Invalid cookie banner settings/);
          assert.ok(result.error.issues.length > 0);
        }
      }),
      RUNS,
    );
  });

  it('refuses exactly the texts that are not strings or null and the flags that are not booleans', () => {
    fc.assert(
      fc.property(settingsLike, (raw) => {
        const result = readCookieBannerSettings(raw);
        const own = (name: string) => (Object.hasOwn(raw, name) ? raw[name] : undefined);
        const badText = TEXT_FIELDS.some((name) => {
          const value = own(name);
          return value !== undefined && value !== null && typeof value !== 'string';
        });
        const badFlag = FLAG_FIELDS.some((name) => {
          const value = own(name);
          return value !== undefined && typeof value !== 'boolean';
        });
        // Enumerated fields never refuse: an unknown value reads as absent (spec 000 §5 defaults).
        assert.equal(result.ok, !badText && !badFlag);
        if (!result.ok) {
          const named = result.error.issues.map((issue) => issue.path);
          for (const path of named) assert.ok([...TEXT_FIELDS, ...FLAG_FIELDS].includes(path));
        }
      }),
      RUNS,
    );
  });
});
