import { describe, expect, it } from 'vitest';
import { PopupOverlayStorageKey } from './popup-overlay-storage-key';

describe('PopupOverlayStorageKey (spec 000 §3 "Popup overlay")', () => {
  it('holds date-closed, version and submitted', () => {
    expect(Object.entries(PopupOverlayStorageKey)).toEqual([
      ['DATE_CLOSED', 'date-closed'],
      ['VERSION', 'version'],
      ['SUBMITTED', 'submitted'],
    ]);
    expect(PopupOverlayStorageKey.keyOf('date-closed')).toBe('DATE_CLOSED');
  });
});
