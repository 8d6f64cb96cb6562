import type { PopupOverlayStorageKey } from '@vitrine/core-data/enums';
import {
  type PopupOverlayStoredData,
  parsePopupOverlayStoredData,
} from '@vitrine/core-data/schemas/popup-overlay-stored-data';

/*
 * The storage keys of spec 000 §3, literals typed against core-data's PopupOverlayStorageKey (a
 * changed value fails the typecheck; the round-trip property test reads each key back), so the
 * overlay does not ship that enumeration table.
 */
const DATE_CLOSED: typeof PopupOverlayStorageKey.DATE_CLOSED = 'date-closed';
const VERSION: typeof PopupOverlayStorageKey.VERSION = 'version';
const SUBMITTED: typeof PopupOverlayStorageKey.SUBMITTED = 'submitted';
const KEYS = [DATE_CLOSED, VERSION, SUBMITTED] as const satisfies readonly PopupOverlayStorageKey[];

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
    for (const key of KEYS) {
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
    storage?.setItem(DATE_CLOSED, String(now));
    if (version !== undefined) storage?.setItem(VERSION, String(version));
  } catch {
    // Storage full or disabled: the overlay shows again next time, which is safe.
  }
}

/** Records that the overlay's form was submitted. */
export function recordPopupOverlaySubmitted(storage: KeyValueStorage | undefined): void {
  try {
    storage?.setItem(SUBMITTED, 'true');
  } catch {
    // See recordPopupOverlayClosed.
  }
}
