import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { POPUP_OVERLAY_NEVER_AGAIN, parsePopupOverlaySettings } from './popup-overlay-settings';

describe('parsePopupOverlaySettings (spec 000 §3 "Popup overlay")', () => {
  const settings = {
    style: 'modal',
    enableMobile: true,
    version: 3,
    showUntilSignup: true,
    displayFrequency: 7,
  };

  it('accepts every field of the spec', () => {
    expect(parsePopupOverlaySettings(settings)).toEqual({ ok: true, value: settings });
  });

  it('accepts a numeric style and a null style', () => {
    expect(parsePopupOverlaySettings({ style: 2 }).ok).toBe(true);
    expect(parsePopupOverlaySettings({ style: null }).ok).toBe(true);
  });

  it('takes a displayFrequency of -1 to mean never again', () => {
    expect(POPUP_OVERLAY_NEVER_AGAIN).toBe(-1);
    expect(parsePopupOverlaySettings({ displayFrequency: -1 })).toEqual({
      ok: true,
      value: { displayFrequency: -1 },
    });
  });

  it.each([
    ['displayFrequency', 'must be at least -1', { displayFrequency: -2 }],
    ['displayFrequency', 'expected number, received string', { displayFrequency: '7' }],
    ['version', 'must be at least 0', { version: -1 }],
    ['enableMobile', 'expected boolean, received string', { enableMobile: 'yes' }],
    ['showUntilSignup', 'expected boolean, received null', { showUntilSignup: null }],
    ['style', 'expected string or number, received boolean', { style: false }],
  ])('refuses settings with a bad %s: %s', (path, message, input) => {
    expect(parsePopupOverlaySettings(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid popup overlay settings at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parsePopupOverlaySettings(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
