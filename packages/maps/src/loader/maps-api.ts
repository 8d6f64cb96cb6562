import type { MapOptionsSpec } from '../core/map-view-model';

/** A listener handle, as `google.maps.MapsEventListener`. */
export interface MapsListener {
  remove(): void;
}

/** The part of `google.maps.Map` the map block uses. */
export interface MapsMap {
  setOptions(options: MapOptionsSpec): void;
}

/** The marker options the map block sets (a subset of `google.maps.MarkerOptions`). */
export interface MapsMarkerOptions {
  map?: MapsMap | null;
  position?: { lat: number; lng: number };
  title?: string;
  draggable?: boolean;
  clickable?: boolean;
  cursor?: string;
  animation?: unknown;
  /** A `google.maps.Icon`; null for Google's own pin. */
  icon?: { url: string; size?: unknown; scaledSize?: unknown; anchor?: unknown } | null;
}

/** The part of `google.maps.Marker` the map block uses. */
export interface MapsMarker {
  setOptions(options: MapsMarkerOptions | null): void;
  setMap(map: MapsMap | null): void;
  addListener(eventName: string, handler: () => void): MapsListener;
}

/**
 * The part of the `google.maps` namespace the map block uses, so that a page can supply any
 * implementation of it (the real API, or a fake in tests and stories). Google's own types are
 * stricter (their option objects name their classes), so the real namespace is checked at run
 * time by readMapsApi rather than at compile time.
 */
export interface MapsApi {
  Map: new (element: HTMLElement, options?: MapOptionsSpec) => MapsMap;
  Marker: new (options?: MapsMarkerOptions) => MapsMarker;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  Animation: { readonly DROP: unknown };
}

/**
 * Reads a `google.maps` namespace as a MapsApi when it has everything the block uses
 * (a namespace that is still loading has none of it), otherwise undefined.
 */
export function readMapsApi(namespace: unknown): MapsApi | undefined {
  if (typeof namespace !== 'object' || namespace === null) return undefined;
  const candidate = namespace as Partial<Record<keyof MapsApi, unknown>>;
  const constructors: (keyof MapsApi)[] = ['Map', 'Marker', 'Size', 'Point'];
  if (!constructors.every((name) => typeof candidate[name] === 'function')) return undefined;
  const animation = candidate.Animation as { DROP?: unknown } | undefined;
  if (typeof animation !== 'object' || animation === null || !('DROP' in animation)) {
    return undefined;
  }
  return namespace as MapsApi;
}

/** The `google.maps` namespace on the page, read at call time. */
export function pageMapsNamespace(): unknown {
  return (globalThis as { google?: { maps?: unknown } }).google?.maps;
}
