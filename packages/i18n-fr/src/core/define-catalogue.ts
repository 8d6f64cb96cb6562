import type { Catalogue } from './message';

/**
 * Declares a catalogue of ICU MessageFormat sources, keeping its keys in the type.
 * The build replaces every call with precompiled data, so this never ships to browsers.
 */
export function defineCatalogue<K extends string>(messages: Record<K, string>): Catalogue<K> {
  return messages;
}
