import { BEACON_MAX_BYTES } from './create-beacon-queue';

/**
 * Splits `items` into consecutive batches whose encoded body stays within `maxBytes` (the 64 KiB
 * beacon budget by default), keeping their order. An item too large on its own gets a batch of
 * its own (it will go by plain fetch). Returns the encoded bodies.
 */
export function splitBatches<T>(
  items: readonly T[],
  encode: (batch: T[]) => string,
  maxBytes: number = BEACON_MAX_BYTES,
): string[] {
  const bodies: string[] = [];
  let batch: T[] = [];
  let body = '';
  for (const item of items) {
    const candidate = encode([...batch, item]);
    if (batch.length > 0 && new Blob([candidate]).size > maxBytes) {
      bodies.push(body);
      batch = [item];
      body = encode(batch);
    } else {
      batch.push(item);
      body = candidate;
    }
  }
  if (batch.length > 0) bodies.push(body);
  return bodies;
}
