export { MapBlock, type MapBlockProps } from './map/map-block';
export { MapCanvas, type MapCanvasProps } from './map/map-canvas';
export {
  createMapController,
  type MapController,
  type MapControllerOptions,
  type MapScene,
} from './map/map-controller';
export { MapFallback, type MapFallbackProps } from './map/map-fallback';
export { type MapsApiState, useMapsApi } from './map/use-maps-api';
