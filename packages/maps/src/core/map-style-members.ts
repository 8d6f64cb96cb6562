import type { MapStyle } from '@vitrine/core-data/enums';

/*
 * The map styles (spec 001 §3), written as literals typed against core-data's MapStyle (a drift
 * fails the typecheck), so that a map block does not ship the enumeration table.
 */
export const ORIGINAL: typeof MapStyle.ORIGINAL = 1;
export const GRAYSCALE: typeof MapStyle.GRAYSCALE = 2;
export const SATELLITE: typeof MapStyle.SATELLITE = 3;
export const MINIMAL_LIGHT: typeof MapStyle.MINIMAL_LIGHT = 4;
export const MINIMAL_DARK: typeof MapStyle.MINIMAL_DARK = 5;
export const MINIMAL_BLUE: typeof MapStyle.MINIMAL_BLUE = 6;
