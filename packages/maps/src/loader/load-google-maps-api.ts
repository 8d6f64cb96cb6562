import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { type MapsApi, pageMapsNamespace, readMapsApi } from './maps-api';

/**
 * Loads the Maps JavaScript API with Google's own loader (`@googlemaps/js-api-loader`: the
 * script with its callback, key, language and region) and resolves with the `google.maps`
 * namespace once the maps and marker libraries are in. Call it once per page (see
 * createMapsLoader): Google's loader ignores a second set of options.
 */
export async function loadGoogleMapsApi(request: {
  readonly key: string;
  readonly language: string;
  readonly region?: string;
}): Promise<MapsApi> {
  setOptions({
    key: request.key,
    language: request.language,
    ...(request.region ? { region: request.region } : {}),
  });
  await Promise.all([importLibrary('maps'), importLibrary('marker')]);
  const maps = readMapsApi(pageMapsNamespace());
  if (!maps) throw new Error('google.maps lacks Map, Marker, Size, Point or Animation.');
  return maps;
}
