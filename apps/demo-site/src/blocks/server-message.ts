import type { DataLayerError } from '@vitrine/core-data/data-layer';

/**
 * The server's own French message in a failed answer (`data.error`, e.g. « Il ne reste que 4
 * exemplaires de cet article. » or wrong credentials), which the data layer keeps in
 * `error.data` while showing its transport message (spec 000 §8); null when there is none.
 */
export function serverMessage(error: DataLayerError | undefined): string | null {
  const data: unknown = error?.data;
  if (typeof data !== 'object' || data === null) return null;
  const text = (data as { error?: unknown }).error;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}
