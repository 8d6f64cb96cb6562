import { MAP_UPDATE_DEBOUNCE_MS, MAPS_SCRIPT_TIMEOUT_MS } from '@vitrine/core-data/limits';

/**
 * The default map centre: spec 001 §3 says "a point in New York"; we use SoHo, Manhattan
 * (40.7207559, -74.0007613), the centre of the original product's default map.
 */
export const DEFAULT_MAP_CENTER = /* @__PURE__ */ Object.freeze({
  lat: 40.7207559,
  lng: -74.0007613,
});

/** Spec 001 §3 and §9: default zoom 12. */
export const DEFAULT_MAP_ZOOM = 12;

/** Zoom levels the Google Maps JavaScript API draws (0 is the whole world). */
export const MIN_MAP_ZOOM = 0;
export const MAX_MAP_ZOOM = 22;

/**
 * Spec 001 §9 and spec 000 §9: option and location updates are debounced 60 ms; spec 001 §4
 * and §9: the maps script fails if not ready within 30000 ms.
 */
export { MAP_UPDATE_DEBOUNCE_MS, MAPS_SCRIPT_TIMEOUT_MS };

/** Spec 001 §3 and §9: marker images are 48x64. */
export const MARKER_IMAGE_SIZE = /* @__PURE__ */ Object.freeze({ width: 48, height: 64 });

/** Spec 001 §9: the marker image is drawn at half size (24x32). */
export const MARKER_DRAWN_SIZE = /* @__PURE__ */ Object.freeze({
  width: MARKER_IMAGE_SIZE.width / 2,
  height: MARKER_IMAGE_SIZE.height / 2,
});

/** The language the Maps API is loaded in when the page names none: the site is French. */
export const DEFAULT_MAPS_LANGUAGE = 'fr';
