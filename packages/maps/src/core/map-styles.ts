import type { MapStyle } from '@vitrine/core-data/enums';
import {
  GRAYSCALE,
  MINIMAL_BLUE,
  MINIMAL_DARK,
  MINIMAL_LIGHT,
  ORIGINAL,
  SATELLITE,
} from './map-style-members';

/** One rule of a Google Maps JSON style array (the `styles` map option). */
export interface MapStyleRule {
  readonly featureType?: string;
  readonly elementType?: string;
  readonly stylers: readonly Readonly<Record<string, string | number | boolean>>[];
}

/** The colours of a minimal style: few features, flat colours, no points of interest. */
interface MinimalPalette {
  readonly land: string;
  readonly road: string;
  readonly highway: string;
  readonly water: string;
  readonly text: string;
  readonly halo: string;
}

/** A minimal style: flat land, roads and water, grey text, no icons, POIs or transit. */
function minimalStyle(palette: MinimalPalette): readonly MapStyleRule[] {
  return [
    { elementType: 'geometry', stylers: [{ color: palette.land }] },
    { elementType: 'labels.icon', stylers: [{ visibility: 'off' }] },
    { elementType: 'labels.text.fill', stylers: [{ color: palette.text }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: palette.halo }] },
    { featureType: 'administrative', elementType: 'geometry', stylers: [{ visibility: 'off' }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
    { featureType: 'transit', stylers: [{ visibility: 'off' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: palette.road }] },
    { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: palette.highway }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: palette.water }] },
  ];
}

/** Grayscale: Google's own map with every colour removed and quieter points of interest. */
const GRAYSCALE_RULES: readonly MapStyleRule[] = [
  { stylers: [{ saturation: -100 }] },
  { featureType: 'poi', elementType: 'labels.icon', stylers: [{ visibility: 'off' }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ lightness: -20 }] },
];

/**
 * The JSON style array of each map style (spec 001 §3). Original and satellite use Google's own
 * look (no rules); the others recolour the road map.
 */
export const MAP_STYLE_RULES: Readonly<Record<MapStyle, readonly MapStyleRule[]>> =
  // Pure: bundlers drop the style arrays from pages that never use them.
  /* @__PURE__ */ (() => ({
    [ORIGINAL]: [],
    [GRAYSCALE]: GRAYSCALE_RULES,
    [SATELLITE]: [],
    [MINIMAL_LIGHT]: minimalStyle({
      land: '#f5f5f5',
      road: '#ffffff',
      highway: '#dadada',
      water: '#c9c9c9',
      text: '#616161',
      halo: '#f5f5f5',
    }),
    [MINIMAL_DARK]: minimalStyle({
      land: '#212121',
      road: '#2c2c2c',
      highway: '#3c3c3c',
      water: '#000000',
      text: '#8a8a8a',
      halo: '#212121',
    }),
    [MINIMAL_BLUE]: minimalStyle({
      land: '#dde6f0',
      road: '#ffffff',
      highway: '#c3d3e6',
      water: '#6f95c2',
      text: '#3d5578',
      halo: '#dde6f0',
    }),
  }))();

/** The rule appended when labels are off: no place names, road names or icons. */
export const HIDE_LABELS_RULE: MapStyleRule = {
  elementType: 'labels',
  stylers: [{ visibility: 'off' }],
};

/** Whether a value is one of the map style numbers, 1 to 6. */
export function isMapStyle(value: unknown): value is MapStyle {
  return typeof value === 'number' && Object.hasOwn(MAP_STYLE_NAMES, value);
}

/** Style names as the spec writes them, for block JSON that names its style. */
export const MAP_STYLE_NAMES: Readonly<Record<MapStyle, string>> = /* @__PURE__ */ (() => ({
  [ORIGINAL]: 'Original',
  [GRAYSCALE]: 'Grayscale',
  [SATELLITE]: 'Satellite',
  [MINIMAL_LIGHT]: 'MinimalLight',
  [MINIMAL_DARK]: 'MinimalDark',
  [MINIMAL_BLUE]: 'MinimalBlue',
}))();
