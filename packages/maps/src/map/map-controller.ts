import { createDebouncer } from '../core/create-debouncer';
import { MAP_UPDATE_DEBOUNCE_MS } from '../core/map-constants';
import type { MapViewModel, MarkerSpec } from '../core/map-view-model';
import type { MapsApi, MapsMap, MapsMarkerOptions } from '../loader/maps-api';

/** What a map block draws: its view model and the marker's accessible title. */
export interface MapScene {
  readonly viewModel: MapViewModel;
  readonly markerTitle: string;
}

/** A drawn map: updates are debounced (spec 001 §4), destroy removes the marker. */
export interface MapController {
  /** Applies a new scene 60 ms after the last update (spec 001 §9). */
  update(scene: MapScene): void;
  /** Applies a waiting update now. */
  flush(): void;
  destroy(): void;
}

export interface MapControllerOptions {
  /** Skip the marker drop (the visitor prefers reduced motion). */
  readonly reducedMotion?: boolean;
  /** Called when the marker is clicked with link-on-click on, with the latest scene. */
  readonly onMarkerLink?: (scene: MapScene) => void;
  /** Debounce of updates: 60 ms by default. */
  readonly debounceMs?: number;
}

// One Google map per element: Google maps cannot be disposed, so a block that remounts on the
// same element (React StrictMode) reuses its map instead of stacking a second one.
const mapsByElement = new WeakMap<HTMLElement, { api: MapsApi; map: MapsMap }>();

/** The Google marker options of a marker spec (the image drawn at half size, tip on the point). */
function markerOptions(maps: MapsApi, marker: MarkerSpec, title: string): MapsMarkerOptions {
  const { image } = marker;
  return {
    position: { ...marker.position },
    title,
    draggable: marker.draggable,
    clickable: marker.clickable,
    cursor: marker.clickable ? 'pointer' : 'default',
    icon: image && {
      url: image.url,
      size: new maps.Size(image.width, image.height),
      scaledSize: new maps.Size(image.width, image.height),
      anchor: new maps.Point(image.anchorX, image.anchorY),
    },
  };
}

/**
 * Draws a map block's scene into `element` with the Maps API: the map with the options of the
 * view model, and the marker dropped on it (spec 001 §4: "rendered with a marker drop
 * animation"). Later scenes are applied 60 ms after the last one (spec 001 §9).
 */
export function createMapController(
  maps: MapsApi,
  element: HTMLElement,
  initial: MapScene,
  options: MapControllerOptions = {},
): MapController {
  let scene = initial;
  let applied = JSON.stringify(initial);
  const known = mapsByElement.get(element);
  let map: MapsMap;
  if (known && known.api === maps) {
    map = known.map;
    map.setOptions({ ...initial.viewModel.mapOptions });
  } else {
    map = new maps.Map(element, { ...initial.viewModel.mapOptions });
    mapsByElement.set(element, { api: maps, map });
  }
  const marker = new maps.Marker({
    ...markerOptions(maps, initial.viewModel.marker, initial.markerTitle),
    map,
    animation: options.reducedMotion ? null : maps.Animation.DROP,
  });
  const click = marker.addListener('click', () => {
    if (scene.viewModel.ui.linkOnClick) options.onMarkerLink?.(scene);
  });

  const apply = (next: MapScene) => {
    const key = JSON.stringify(next);
    if (key === applied) return;
    applied = key;
    map.setOptions({ ...next.viewModel.mapOptions });
    marker.setOptions(markerOptions(maps, next.viewModel.marker, next.markerTitle));
  };
  const debounced = createDebouncer(options.debounceMs ?? MAP_UPDATE_DEBOUNCE_MS, apply);

  return {
    update(next) {
      scene = next;
      debounced.call(next);
    },
    flush: () => debounced.flush(),
    destroy() {
      debounced.cancel();
      click.remove();
      marker.setMap(null);
    },
  };
}
