import type { DataLayerValues } from './types';

/**
 * Encodes values as `application/x-www-form-urlencoded` pairs, for query strings and form bodies
 * (spec 000 §7): objects and arrays go out as JSON text, `undefined` and `null` are left out.
 */
export function encodeForm(values: DataLayerValues, into = new URLSearchParams()): URLSearchParams {
  for (const [name, value] of Object.entries(values)) {
    if (value == null) continue;
    into.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return into;
}
