import { describe, expect, it } from 'vitest';
import {
  readPopupOverlayStoredData,
  recordPopupOverlayClosed,
  recordPopupOverlaySubmitted,
} from './popup-overlay-storage';
import {
  DAY_MS,
  type PopupOverlayPageContext,
  popupOverlayDecision,
  shouldShowPopupOverlay,
} from './should-show-popup-overlay';

const now = Date.UTC(2026, 10, 21, 12);
const desktopPage: PopupOverlayPageContext = { pageType: 2, screenshot: false, isMobile: false };
const settings = {
  style: 'full',
  enableMobile: false,
  version: 3,
  showUntilSignup: false,
  displayFrequency: 7,
};

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('shouldShowPopupOverlay (spec 000 §4 "Popup overlay")', () => {
  it('shows on a first visit when a style is set', () => {
    expect(popupOverlayDecision(settings, {}, desktopPage, now)).toEqual({
      show: true,
      reason: 'first-visit',
    });
  });

  it('needs a style that is set and not none', () => {
    expect(shouldShowPopupOverlay({ ...settings, style: 'none' }, {}, desktopPage, now)).toBe(
      false,
    );
    expect(shouldShowPopupOverlay({ ...settings, style: null }, {}, desktopPage, now)).toBe(false);
    expect(shouldShowPopupOverlay({ ...settings, style: undefined }, {}, desktopPage, now)).toBe(
      false,
    );
    expect(shouldShowPopupOverlay(null, {}, desktopPage, now)).toBe(false);
  });

  it('device rule: on mobile only when enableMobile is on', () => {
    const mobile = { ...desktopPage, isMobile: true };
    expect(popupOverlayDecision(settings, {}, mobile, now)).toEqual({
      show: false,
      reason: 'device',
    });
    expect(shouldShowPopupOverlay({ ...settings, enableMobile: true }, {}, mobile, now)).toBe(true);
    expect(shouldShowPopupOverlay({ ...settings, enableMobile: false }, {}, desktopPage, now)).toBe(
      true,
    );
  });

  it('is never shown on the not-found page (100), the lock screen (103) or with the screenshot flag', () => {
    expect(shouldShowPopupOverlay(settings, {}, { ...desktopPage, pageType: 100 }, now)).toBe(
      false,
    );
    expect(shouldShowPopupOverlay(settings, {}, { ...desktopPage, pageType: 103 }, now)).toBe(
      false,
    );
    expect(shouldShowPopupOverlay(settings, {}, { ...desktopPage, screenshot: true }, now)).toBe(
      false,
    );
  });

  it('shows again when the stored version is older than the setting version, even if submitted or never again', () => {
    const stored = { version: 2, 'date-closed': now - 1000, submitted: true };
    expect(
      popupOverlayDecision(
        { ...settings, showUntilSignup: true, displayFrequency: -1 },
        stored,
        desktopPage,
        now,
      ),
    ).toEqual({ show: true, reason: 'newer-version' });
  });

  it('is hidden when submitted and showUntilSignup is set', () => {
    const stored = { version: 3, submitted: true };
    expect(
      popupOverlayDecision({ ...settings, showUntilSignup: true }, stored, desktopPage, now),
    ).toEqual({
      show: false,
      reason: 'submitted',
    });
  });

  it('submitted without showUntilSignup follows the closed-date rule', () => {
    expect(
      shouldShowPopupOverlay(settings, { version: 3, submitted: true }, desktopPage, now),
    ).toBe(true);
    expect(
      shouldShowPopupOverlay(
        settings,
        { version: 3, submitted: true, 'date-closed': now - DAY_MS },
        desktopPage,
        now,
      ),
    ).toBe(false);
  });

  it('reappears once the closed date plus displayFrequency (7) days has passed', () => {
    const closed = now - 7 * DAY_MS;
    expect(
      shouldShowPopupOverlay(settings, { version: 3, 'date-closed': closed }, desktopPage, now),
    ).toBe(true);
    expect(
      shouldShowPopupOverlay(settings, { version: 3, 'date-closed': closed + 1 }, desktopPage, now),
    ).toBe(false);
  });

  it('a displayFrequency of -1 means never again once closed', () => {
    const stored = { version: 3, 'date-closed': now - 365 * DAY_MS };
    expect(
      popupOverlayDecision({ ...settings, displayFrequency: -1 }, stored, desktopPage, now),
    ).toEqual({
      show: false,
      reason: 'never-again',
    });
  });

  it('a displayFrequency of 0 (or none) shows it again on the next page', () => {
    expect(
      shouldShowPopupOverlay(
        { ...settings, displayFrequency: 0 },
        { 'date-closed': now },
        desktopPage,
        now,
      ),
    ).toBe(true);
    const { displayFrequency: _omit, ...withoutFrequency } = settings;
    expect(shouldShowPopupOverlay(withoutFrequency, { 'date-closed': now }, desktopPage, now)).toBe(
      true,
    );
  });
});

describe('popup overlay storage (spec 000 §3 keys date-closed, version, submitted)', () => {
  it('records a close and a submit under the spec keys and reads them back as numbers and booleans', () => {
    const storage = memoryStorage();
    recordPopupOverlayClosed(storage, now, 3);
    recordPopupOverlaySubmitted(storage);
    expect(storage.getItem('date-closed')).toBe(String(now));
    expect(storage.getItem('version')).toBe('3');
    expect(storage.getItem('submitted')).toBe('true');
    expect(readPopupOverlayStoredData(storage)).toEqual({
      'date-closed': now,
      version: 3,
      submitted: true,
    });
  });

  it('drops unreadable stored data', () => {
    const storage = memoryStorage();
    storage.setItem('version', 'abc');
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(readPopupOverlayStoredData(storage)).toEqual({});
    } finally {
      console.warn = warn;
    }
  });
});
