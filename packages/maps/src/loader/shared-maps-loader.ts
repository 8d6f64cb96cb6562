import { createMapsLoader, type MapsLoader } from './create-maps-loader';
import { loadGoogleMapsApi } from './load-google-maps-api';

let shared: MapsLoader | undefined;

/**
 * The page's one Maps API loader, made on first use (nothing happens at import): every map
 * block shares it, so the script loads once (spec 001 §4).
 */
export function getSharedMapsLoader(): MapsLoader {
  shared ??= createMapsLoader({ loadApi: loadGoogleMapsApi });
  return shared;
}
