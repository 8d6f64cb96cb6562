import { PopupOverlayStorageKey } from '@vitrine/core-data/enums';
import {
  type PopupOverlayStoredData,
  parsePopupOverlayStoredData,
} from '@vitrine/core-data/schemas/popup-overlay-stored-data';

/** The part of `Storage` the popup overlay uses (local storage in the page). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reads the popup overlay's data from local storage under the keys of spec 000 §3
 * (`date-closed`, `version`, `submitted`). Unreadable values are dropped with a warning.
 */
export function readPopupOverlayStoredData(
  storage: KeyValueStorage | undefined,
): PopupOverlayStoredData {
  if (!storage) return {};
  const raw: Record<string, string> = {};
  try {
    for (const key of PopupOverlayStorageKey.values) {
      const value = storage.getItem(key);
      if (value !== null) raw[key] = value;
    }
  } catch {
    return {};
  }
  const parsed = parsePopupOverlayStoredData(raw);
  if (parsed.ok) return parsed.value;
  console.warn(`[vitrine/runtime] popup overlay: ${parsed.error.message}; stored data ignored`);
  return {};
}

/** Records a close: the date (epoch ms) and the settings version it was closed at. */
export function recordPopupOverlayClosed(
  storage: KeyValueStorage | undefined,
  now: number,
  version: number | undefined,
): void {
  try {
    storage?.setItem(PopupOverlayStorageKey.DATE_CLOSED, String(now));
    if (version !== undefined) storage?.setItem(PopupOverlayStorageKey.VERSION, String(version));
  } catch {
    // Storage full or disabled: the overlay shows again next time, which is safe.
  }
}

/** Records that the overlay's form was submitted. */
export function recordPopupOverlaySubmitted(storage: KeyValueStorage | undefined): void {
  try {
    storage?.setItem(PopupOverlayStorageKey.SUBMITTED, 'true');
  } catch {
    // See recordPopupOverlayClosed.
  }
}
