export {
  createMapsLoader,
  type MapsLoadError,
  type MapsLoader,
  type MapsLoaderOptions,
  type MapsLoadRequest,
  type MapsLoadResult,
} from './loader/create-maps-loader';
export { loadGoogleMapsApi } from './loader/load-google-maps-api';
export {
  type MapsApi,
  type MapsListener,
  type MapsMap,
  type MapsMarker,
  type MapsMarkerOptions,
  readMapsApi,
} from './loader/maps-api';
export { getSharedMapsLoader } from './loader/shared-maps-loader';
