export { DEFAULT_MAP_STYLE, MapStyle } from '@vitrine/core-data/enums';
export { createDebouncer, type Debouncer } from './core/create-debouncer';
export {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  DEFAULT_MAPS_LANGUAGE,
  MAP_UPDATE_DEBOUNCE_MS,
  MAPS_SCRIPT_TIMEOUT_MS,
  MARKER_DRAWN_SIZE,
  MARKER_IMAGE_SIZE,
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
} from './core/map-constants';
export { type MapFallbackReason, type MapGate, mapGate } from './core/map-gate';
export {
  HIDE_LABELS_RULE,
  MAP_STYLE_NAMES,
  MAP_STYLE_RULES,
  type MapStyleRule,
} from './core/map-styles';
export {
  type CreateMapViewModelOptions,
  createMapViewModel,
  type GestureHandling,
  type LatLng,
  MAP_UI_DEFAULTS,
  type MapLocation,
  type MapOptionsSpec,
  type MapTypeId,
  type MapUiOptions,
  type MapViewModel,
  type MarkerSpec,
} from './core/map-view-model';
export { addressLines, formatAddress, MAPS_PAGE_URL, mapsLinkUrl } from './core/maps-link-url';
export { MARKER_IMAGES, type MarkerImage, markerImage } from './core/marker-image';
export {
  type DecodeRenderKeyResult,
  decodeRenderKey,
  encodeRenderKey,
  type RenderKeyError,
  readRenderKey,
} from './core/render-key';
export { allowsThirdPartyContent, type ThirdPartyConsent } from './core/third-party-consent';
