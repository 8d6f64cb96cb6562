import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PopupOverlayStorageKey } from '../enums/popup-overlay-storage-key';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parsePopupOverlayStoredData } from './popup-overlay-stored-data';

describe('parsePopupOverlayStoredData (spec 000 §3 "Popup overlay", local storage)', () => {
  it('reads the three storage keys', () => {
    const data = {
      [PopupOverlayStorageKey.DATE_CLOSED]: 1_717_000_000_000,
      [PopupOverlayStorageKey.VERSION]: 2,
      [PopupOverlayStorageKey.SUBMITTED]: true,
    };
    expect(parsePopupOverlayStoredData(data)).toEqual({ ok: true, value: data });
  });

  it('reads values that come back from storage as text', () => {
    expect(
      parsePopupOverlayStoredData({
        'date-closed': '1717000000000',
        version: '2',
        submitted: 'false',
      }),
    ).toEqual({
      ok: true,
      value: { 'date-closed': 1_717_000_000_000, version: 2, submitted: false },
    });
  });

  it('accepts no data: an overlay never closed', () => {
    expect(parsePopupOverlayStoredData({})).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['date-closed', 'must be a number, or its text', { 'date-closed': 'hier' }],
    ['version', 'must be a number, or its text', { version: '' }],
    ['submitted', 'must be true or false, or their text', { submitted: 'yes' }],
    ['submitted', 'must be true or false, or their text', { submitted: 1 }],
  ])('refuses data with a bad %s: %s', (path, message, input) => {
    expect(parsePopupOverlayStoredData(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid popup overlay stored data at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parsePopupOverlayStoredData(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on storage-like input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...PopupOverlayStorageKey.values),
          fc.oneof(fc.string(), fc.anything()),
        ),
        (input) => {
          expect(typeof parsePopupOverlayStoredData(input).ok).toBe('boolean');
        },
      ),
      UNIT_TEST_RUNS,
    );
  });
});
