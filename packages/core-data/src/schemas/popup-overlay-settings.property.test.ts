import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import {
  POPUP_OVERLAY_NEVER_AGAIN,
  PopupOverlaySettingsSchema,
  parsePopupOverlaySettings,
} from './popup-overlay-settings';

// Property suite: popup overlay settings (spec 000 §3, §4), from the page context's website
// settings.
const popupOverlaySettings = {
  subject: 'popup overlay settings',
  schema: PopupOverlaySettingsSchema,
  parse: parsePopupOverlaySettings,
};

const settingsLike = hostileRecord(
  {
    style: sometimes(fc.oneof(fc.constant(null), hostileString, fc.integer())),
    enableMobile: sometimes(fc.boolean()),
    version: sometimes(fc.nat()),
    showUntilSignup: sometimes(fc.boolean()),
    displayFrequency: sometimes(fc.integer({ min: -1, max: 400 })),
  },
  { displayFrequency: -1, version: 99 },
);

describe('parsePopupOverlaySettings (property, spec 000 §3, §4)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(popupOverlaySettings);
  });

  it('reads hostile popup overlay settings: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(
      popupOverlaySettings,
      settingsLike,
      ({ version, displayFrequency }, input) => {
        if (version !== undefined) assert.ok(version >= 0);
        if (displayFrequency !== undefined) {
          assert.ok(displayFrequency >= POPUP_OVERLAY_NEVER_AGAIN);
        }
        // A key only sent through "__proto__" is not read.
        if (!Object.hasOwn(input, 'displayFrequency')) assert.equal(displayFrequency, undefined);
      },
    );
  });
});
