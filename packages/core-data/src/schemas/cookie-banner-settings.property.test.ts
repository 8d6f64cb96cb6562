import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../enums/cookie-banner';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import { CookieBannerSettingsSchema, parseCookieBannerSettings } from './cookie-banner-settings';

// Property suite: cookie banner settings as sent to and read from the server (spec 000 §3).
const bannerSettings = {
  subject: 'cookie banner settings',
  schema: CookieBannerSettingsSchema,
  parse: parseCookieBannerSettings,
};

const bannerLike = hostileRecord(
  {
    cookieBannerCtaText: sometimes(fc.oneof(fc.constant(null), hostileString)),
    cookieBannerCtaVariant: sometimes(
      fc.oneof(fc.constantFrom(...CookieBannerCtaVariant.values), hostileString),
    ),
    cookieBannerPosition: sometimes(
      fc.oneof(
        fc.constantFrom(...CookieBannerBarPosition.values, ...CookieBannerPopupPosition.values),
        hostileString,
      ),
    ),
    cookieBannerText: sometimes(fc.oneof(fc.constant(null), hostileString)),
    cookieBannerTheme: sometimes(
      fc.oneof(fc.constantFrom(...CookieBannerTheme.values), hostileString),
    ),
    cookieBannerVariant: sometimes(
      fc.oneof(fc.constantFrom(...CookieBannerVariant.values), hostileString),
    ),
    cookieBannerAcceptType: sometimes(
      fc.oneof(fc.constantFrom(...CookieBannerAcceptType.values), hostileString),
    ),
    isCookieBannerEnabled: sometimes(fc.boolean()),
    isRestrictiveCookiePolicyEnabled: sometimes(fc.boolean()),
  },
  { isCookieBannerEnabled: true },
);

describe('parseCookieBannerSettings (property, spec 000 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(bannerSettings);
  });

  it('reads hostile cookie banner settings: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(bannerSettings, bannerLike, (settings, input) => {
      // Enumerated fields are a known value or absent: spec 000 §5 defaults apply to the rest.
      const known: Array<[unknown, (value: unknown) => boolean]> = [
        [settings.cookieBannerCtaVariant, CookieBannerCtaVariant.is],
        [settings.cookieBannerTheme, CookieBannerTheme.is],
        [settings.cookieBannerVariant, CookieBannerVariant.is],
        [settings.cookieBannerAcceptType, CookieBannerAcceptType.is],
        [
          settings.cookieBannerPosition,
          (value) => CookieBannerBarPosition.is(value) || CookieBannerPopupPosition.is(value),
        ],
      ];
      for (const [value, is] of known) if (value !== undefined) assert.ok(is(value));
      if (!Object.hasOwn(input, 'isCookieBannerEnabled')) {
        assert.equal(settings.isCookieBannerEnabled, undefined);
      }
    });
  });
});
