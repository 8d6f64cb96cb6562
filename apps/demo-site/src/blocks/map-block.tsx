import { MapBlock } from '@vitrine/maps/map';
import type { BlockProps } from '@vitrine/runtime/registry';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';

export function decode(input: unknown): Decoded<Record<string, unknown>> {
  return isRecord(input) ? ok(input) : fail('Map block data is not an object.');
}

/**
 * The demo site has no Maps API key (no network here): the map block shows its static fallback,
 * the address and a link to the external maps page, with the same markup on server and client.
 */
export function Component({ data }: BlockProps<Record<string, unknown>>) {
  return <MapBlock data={data} renderKey={null} />;
}
