import assert from 'node:assert/strict';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '@vitrine/core-data/enums';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { isEmptyRichText } from './is-empty-rich-text';
import {
  DEFAULT_COOKIE_BANNER_TEXTS,
  normalizeCookieBannerSettings,
} from './normalize-cookie-banner-settings';

// Property suite: cookie banner settings come from the page context and the server (spec 000
// §3), in any shape; normalising applies spec 000 §5 "Cookie banner defaults".
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE = [
  ...HOSTILE_STRINGS,
  '<p></p>',
  '<p><br></p>',
  '<p>&nbsp;</p>',
  '<p onclick="x">Cookies</p>',
  'top',
  'TOP_CENTER',
  'popup',
];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE));
const wrongValue = fc.oneof(
  fc.constantFrom(null, undefined, 0, -1, Number.NaN, true, [], {}),
  hostileString,
);
const field = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: right }, { weight: 1, arbitrary: wrongValue });
const settingsLike = fc.record(
  {
    cookieBannerCtaText: field(hostileString),
    cookieBannerCtaVariant: field(fc.constantFrom(...CookieBannerCtaVariant.values)),
    cookieBannerPosition: field(
      fc.constantFrom(...CookieBannerBarPosition.values, ...CookieBannerPopupPosition.values),
    ),
    cookieBannerText: field(hostileString),
    cookieBannerTheme: field(fc.constantFrom(...CookieBannerTheme.values)),
    cookieBannerVariant: field(fc.constantFrom(...CookieBannerVariant.values)),
    cookieBannerOptOutCtaText: field(hostileString),
    cookieBannerAcceptType: field(fc.constantFrom(...CookieBannerAcceptType.values)),
    isCookieBannerEnabled: field(fc.boolean()),
    isRestrictiveCookiePolicyEnabled: field(fc.boolean()),
    isVisitorDataRestricted: field(fc.boolean()),
    isRestrictiveCookiePolicyAbsolute: field(fc.boolean()),
  },
  { requiredKeys: [] },
);
const anyValue = fc.anything({
  maxDepth: 2,
  maxKeys: 5,
  withBigInt: true,
  withNullPrototype: true,
  withMap: true,
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('normalizeCookieBannerSettings (property, spec 000 §5 "Cookie banner defaults")', {
  timeout: 60_000,
}, () => {
  it('never throws, and gives every field inside its enumeration with a position that fits the variant', () => {
    fc.assert(
      fc.property(fc.oneof(settingsLike, anyValue, fc.jsonValue()), (raw) => {
        const config = normalizeCookieBannerSettings(raw);
        assert.ok(CookieBannerVariant.is(config.cookieBannerVariant));
        if (config.cookieBannerVariant === 'BAR') {
          assert.ok(CookieBannerBarPosition.is(config.cookieBannerPosition));
        } else assert.ok(CookieBannerPopupPosition.is(config.cookieBannerPosition));
        assert.ok(CookieBannerCtaVariant.is(config.cookieBannerCtaVariant));
        assert.ok(CookieBannerTheme.is(config.cookieBannerTheme));
        assert.ok(CookieBannerAcceptType.is(config.cookieBannerAcceptType));
        for (const text of [config.cookieBannerCtaText, config.cookieBannerOptOutCtaText]) {
          assert.equal(typeof text, 'string');
          assert.notEqual(text.trim(), '');
        }
        assert.ok(!isEmptyRichText(config.cookieBannerText));
      }),
      RUNS,
    );
  });

  it('applies the spec defaults to unknown values and keeps known ones', () => {
    fc.assert(
      fc.property(settingsLike, (raw) => {
        const config = normalizeCookieBannerSettings(raw);
        const own = (name: keyof typeof raw) => (Object.hasOwn(raw, name) ? raw[name] : undefined);
        const variant = CookieBannerVariant.is(own('cookieBannerVariant'))
          ? own('cookieBannerVariant')
          : 'BAR';
        assert.equal(config.cookieBannerVariant, variant);
        const ctaVariant = own('cookieBannerCtaVariant');
        assert.equal(
          config.cookieBannerCtaVariant,
          CookieBannerCtaVariant.is(ctaVariant) ? ctaVariant : 'ICON',
        );
        const theme = own('cookieBannerTheme');
        assert.equal(config.cookieBannerTheme, CookieBannerTheme.is(theme) ? theme : 'DARK');
        const accept = own('cookieBannerAcceptType');
        assert.equal(
          config.cookieBannerAcceptType,
          CookieBannerAcceptType.is(accept) ? accept : 'OPT_IN',
        );

        const position = own('cookieBannerPosition');
        const top = typeof position === 'string' && position.startsWith('TOP');
        if (variant === 'BAR') assert.equal(config.cookieBannerPosition, top ? 'TOP' : 'BOTTOM');
        else if (CookieBannerPopupPosition.is(position))
          assert.equal(config.cookieBannerPosition, position);
        else assert.equal(config.cookieBannerPosition, top ? 'TOP_LEFT' : 'BOTTOM_LEFT');

        const ctaText = own('cookieBannerCtaText');
        assert.equal(
          config.cookieBannerCtaText,
          typeof ctaText === 'string' && ctaText.trim() !== '' ? ctaText.trim() : 'Accepter',
        );
        const optOut = own('cookieBannerOptOutCtaText');
        assert.equal(
          config.cookieBannerOptOutCtaText,
          typeof optOut === 'string' && optOut.trim() !== '' ? optOut.trim() : 'Refuser',
        );
        const text = own('cookieBannerText');
        assert.equal(
          config.cookieBannerText,
          typeof text === 'string' && !isEmptyRichText(text)
            ? text.trim()
            : DEFAULT_COOKIE_BANNER_TEXTS.text,
        );
        for (const flag of [
          'isCookieBannerEnabled',
          'isRestrictiveCookiePolicyEnabled',
          'isVisitorDataRestricted',
          'isRestrictiveCookiePolicyAbsolute',
        ] as const) {
          assert.equal(config[flag], own(flag) === true);
        }
      }),
      RUNS,
    );
  });

  it('is idempotent: normalised settings normalise to themselves', () => {
    fc.assert(
      fc.property(fc.oneof(settingsLike, anyValue), (raw) => {
        const once = normalizeCookieBannerSettings(raw);
        assert.deepEqual(normalizeCookieBannerSettings(once), once);
      }),
      RUNS,
    );
  });
});
