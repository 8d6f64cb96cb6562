import type { MapStyle } from '@vitrine/core-data/enums';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, MAX_MAP_ZOOM, MIN_MAP_ZOOM } from './map-constants';
import { GRAYSCALE, SATELLITE } from './map-style-members';
import { HIDE_LABELS_RULE, MAP_STYLE_RULES, type MapStyleRule } from './map-styles';
import { MARKER_IMAGES, type MarkerImage } from './marker-image';
import {
  isRecord,
  readBoolean,
  readMapStyle,
  readNumber,
  readText,
  type WarnFn,
} from './read-block-value';

/** A point on the map. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** The map's location and address (spec 001 §3 "Map"), with every default applied. */
export interface MapLocation {
  readonly mapLat: number;
  readonly mapLng: number;
  readonly markerLat: number;
  readonly markerLng: number;
  readonly mapZoom: number;
  readonly addressTitle: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly addressCountry: string;
}

/** The UI options of spec 001 §3 that are not in the view model's own fields. */
export interface MapUiOptions {
  readonly draggable: boolean;
  readonly scrollwheel: boolean;
  readonly disableDefaultUI: boolean;
  readonly markerDraggable: boolean;
  readonly linkOnClick: boolean;
}

/** Map type ids of the Google Maps JavaScript API. */
export type MapTypeId = 'roadmap' | 'terrain' | 'satellite' | 'hybrid';

/** How the map reacts to the visitor's gestures (Google's `gestureHandling`). */
export type GestureHandling = 'greedy' | 'cooperative' | 'none';

/** The `google.maps.MapOptions` a view model implies (plain values, no Google objects). */
export interface MapOptionsSpec {
  readonly center: LatLng;
  readonly zoom: number;
  readonly mapTypeId: MapTypeId;
  readonly styles: readonly MapStyleRule[];
  readonly disableDefaultUI: boolean;
  readonly zoomControl: boolean;
  readonly fullscreenControl: boolean;
  readonly streetViewControl: boolean;
  readonly mapTypeControl: boolean;
  readonly gestureHandling: GestureHandling;
  readonly scrollwheel: boolean;
  readonly keyboardShortcuts: boolean;
  readonly clickableIcons: boolean;
}

/** The `google.maps.MarkerOptions` a view model implies; `image` null is Google's own pin. */
export interface MarkerSpec {
  readonly position: LatLng;
  readonly draggable: boolean;
  readonly clickable: boolean;
  readonly image: MarkerImage | null;
}

/**
 * The map view model of spec 001 §3: location, controls, terrain, labels and style (numbered
 * 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue), plus
 * the other UI options and the Google Maps options they imply.
 */
export interface MapViewModel {
  readonly location: MapLocation;
  /** Map controls shown: showControls, unless disableDefaultUI. */
  readonly controls: boolean;
  readonly terrain: boolean;
  readonly labels: boolean;
  readonly style: MapStyle;
  readonly ui: MapUiOptions;
  readonly mapOptions: MapOptionsSpec;
  readonly marker: MarkerSpec;
}

/** Defaults of the UI options where spec 001 gives none (see the README). */
export const MAP_UI_DEFAULTS = /* @__PURE__ */ Object.freeze({
  style: GRAYSCALE, // core-data's DEFAULT_MAP_STYLE
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: false,
  showControls: true,
  disableDefaultUI: false,
  markerDraggable: false,
  linkOnClick: false,
});

const LAT_RANGE = { min: -90, max: 90 };
const LNG_RANGE = { min: -180, max: 180 };
const ZOOM_RANGE = { min: MIN_MAP_ZOOM, max: MAX_MAP_ZOOM };

export interface CreateMapViewModelOptions {
  /** Told about every value of the block data that was replaced by its default. */
  readonly warn?: WarnFn;
}

/**
 * Builds the view model of a map block from its block data (decoded block JSON). Never throws:
 * a missing value takes its default (spec 001 §3: a point in New York, the marker at the map
 * centre, zoom 12, grayscale), and a bad one takes it too with a warning (console.warn unless
 * `warn` is given). The location fields are read from `location` when it is an object, else
 * from the block data itself; `labels`, `terrain` and `controls` are read as aliases of
 * showLabels, showTerrain and showControls.
 */
export function createMapViewModel(
  blockData: unknown,
  options: CreateMapViewModelOptions = {},
): MapViewModel {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let data: Record<string, unknown> = {};
  if (isRecord(blockData)) data = blockData;
  else if (blockData !== undefined && blockData !== null) {
    warn('Map block: the block data must be an object; using the defaults.');
  }
  const place = isRecord(data.location) ? data.location : data;

  const mapLat = readNumber(place.mapLat, 'mapLat', LAT_RANGE, DEFAULT_MAP_CENTER.lat, warn);
  const mapLng = readNumber(place.mapLng, 'mapLng', LNG_RANGE, DEFAULT_MAP_CENTER.lng, warn);
  const location: MapLocation = {
    mapLat,
    mapLng,
    markerLat: readNumber(place.markerLat, 'markerLat', LAT_RANGE, mapLat, warn),
    markerLng: readNumber(place.markerLng, 'markerLng', LNG_RANGE, mapLng, warn),
    mapZoom: Math.round(readNumber(place.mapZoom, 'mapZoom', ZOOM_RANGE, DEFAULT_MAP_ZOOM, warn)),
    addressTitle: readText(place.addressTitle, 'addressTitle', warn),
    addressLine1: readText(place.addressLine1, 'addressLine1', warn),
    addressLine2: readText(place.addressLine2, 'addressLine2', warn),
    addressCountry: readText(place.addressCountry, 'addressCountry', warn),
  };

  const flag = (name: keyof typeof MAP_UI_DEFAULTS, alias?: string) =>
    readBoolean(
      data[name] ?? (alias === undefined ? undefined : data[alias]),
      name,
      MAP_UI_DEFAULTS[name] as boolean,
      warn,
    );
  const style = readMapStyle(data.style, MAP_UI_DEFAULTS.style, warn);
  const labels = flag('showLabels', 'labels');
  const terrain = flag('showTerrain', 'terrain');
  const showControls = flag('showControls', 'controls');
  const ui: MapUiOptions = {
    draggable: flag('draggable'),
    scrollwheel: flag('scrollwheel'),
    disableDefaultUI: flag('disableDefaultUI'),
    markerDraggable: flag('markerDraggable'),
    linkOnClick: flag('linkOnClick'),
  };
  const controls = showControls && !ui.disableDefaultUI;

  return {
    location,
    controls,
    terrain,
    labels,
    style,
    ui,
    mapOptions: {
      center: { lat: location.mapLat, lng: location.mapLng },
      zoom: location.mapZoom,
      mapTypeId: mapTypeIdFor(style, terrain, labels),
      styles: styleRulesFor(style, labels),
      disableDefaultUI: !controls,
      zoomControl: controls,
      fullscreenControl: controls,
      streetViewControl: controls,
      // The owner chose the style: visitors are not offered another map type.
      mapTypeControl: false,
      gestureHandling: ui.draggable ? (ui.scrollwheel ? 'greedy' : 'cooperative') : 'none',
      scrollwheel: ui.draggable && ui.scrollwheel,
      keyboardShortcuts: true,
      // Google's points of interest open their own info windows: not on a site's map.
      clickableIcons: false,
    },
    marker: {
      position: { lat: location.markerLat, lng: location.markerLng },
      draggable: ui.markerDraggable,
      clickable: ui.linkOnClick || ui.markerDraggable,
      image: MARKER_IMAGES[style],
    },
  };
}

/** Satellite shows photos (with labels: hybrid); the others a road or terrain map. */
function mapTypeIdFor(style: MapStyle, terrain: boolean, labels: boolean): MapTypeId {
  if (style === SATELLITE) return labels ? 'hybrid' : 'satellite';
  return terrain ? 'terrain' : 'roadmap';
}

/** The style's rules, plus the rule hiding labels when they are off. */
function styleRulesFor(style: MapStyle, labels: boolean): readonly MapStyleRule[] {
  const rules = MAP_STYLE_RULES[style];
  return labels ? rules : [...rules, HIDE_LABELS_RULE];
}
