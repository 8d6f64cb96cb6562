/** The part of Web Storage the analytics identity uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Warning when local or session storage cannot be reached (spec 001 §8). */
export const STORAGE_ACCESS_WARNING = 'Unable access local/session storage.';

/**
 * Returns `provided`, else `window[kind]`, or undefined with the spec's warning when reading it
 * throws (storage disabled, sandboxed frame). `null` means "no storage" without a warning.
 */
export function openStorage(
  kind: 'localStorage' | 'sessionStorage',
  provided: StorageLike | null | undefined,
): StorageLike | undefined {
  if (provided !== undefined) return provided ?? undefined;
  try {
    return (globalThis as Partial<Record<typeof kind, StorageLike>>)[kind];
  } catch {
    console.warn(STORAGE_ACCESS_WARNING);
    return undefined;
  }
}
