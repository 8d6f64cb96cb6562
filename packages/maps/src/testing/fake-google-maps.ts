import type { MapOptionsSpec } from '../core/map-view-model';
import type { MapsApi, MapsListener, MapsMap, MapsMarkerOptions } from '../loader/maps-api';

/**
 * A small fake of the `google.maps` namespace for tests and stories: no network, no Google.
 * The map paints its element in the style's land colour and records every call; the marker
 * is a real button (or image) over the map, drawn at the icon's size, that runs its `click`
 * listeners. Install it on `window.google.maps` so that the Maps API loader finds it there.
 */
export interface FakeGoogleMaps {
  readonly maps: MapsApi;
  readonly mapInstances: FakeMap[];
  readonly markerInstances: FakeMarker[];
  /** Removes it from `window.google` (restoring what was there). */
  uninstall(): void;
}

export interface FakeMap extends MapsMap {
  readonly element: HTMLElement;
  /** Every option set, merged. */
  readonly options: Partial<MapOptionsSpec>;
  /** Each setOptions call, in order (the constructor's options are not one). */
  readonly setOptionsCalls: Partial<MapOptionsSpec>[];
}

export interface FakeMarker {
  readonly options: MapsMarkerOptions;
  readonly setOptionsCalls: MapsMarkerOptions[];
  readonly element: HTMLElement | null;
  setOptions(options: MapsMarkerOptions | null): void;
  setMap(map: MapsMap | null): void;
  addListener(eventName: string, handler: () => void): MapsListener;
}

class FakeSize {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}

class FakePoint {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

const DROP = Symbol('DROP');
/** Google's default pin is 27x43. */
const DEFAULT_PIN = { width: 27, height: 43 };
const DEFAULT_PIN_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 27 43"><path d="M13.5 0C6 0 0 6 0 13.5 0 24 13.5 43 13.5 43S27 24 27 13.5C27 6 21 0 13.5 0z" fill="#ea4335"/><circle cx="13.5" cy="13.5" r="5" fill="#b31412"/></svg>',
)}`;

/** The land colour of a map: its style's geometry colour, photos for satellite, else Google's. */
function landColour(options: Partial<MapOptionsSpec>): string {
  if (options.mapTypeId === 'satellite' || options.mapTypeId === 'hybrid') return '#3b4a32';
  const rule = options.styles?.find(
    (candidate) => candidate.elementType === 'geometry' && candidate.featureType === undefined,
  );
  const colour = rule?.stylers.find((styler) => typeof styler.color === 'string')?.color;
  if (typeof colour === 'string') return colour;
  const gray = options.styles?.some((candidate) =>
    candidate.stylers.some((s) => s.saturation === -100),
  );
  return gray ? '#e4e4e4' : '#e8e4d8';
}

/** A marker as the fake draws it: its pin image, in a button when clickable, over the map's centre. */
function markerElement(options: MapsMarkerOptions, onClick: () => void): HTMLElement {
  const { icon, title = '', clickable = true } = options;
  const size = (icon?.scaledSize as FakeSize | undefined) ?? DEFAULT_PIN;
  const image = document.createElement('img');
  image.src = icon?.url ?? DEFAULT_PIN_URL;
  image.width = size.width;
  image.height = size.height;
  image.alt = clickable ? '' : title;
  let element: HTMLElement = image;
  if (clickable) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', title);
    Object.assign(button.style, { padding: '0', border: '0', background: 'none' });
    button.append(image);
    button.addEventListener('click', onClick);
    element = button;
  }
  element.setAttribute('data-fake-marker', '');
  if (options.animation === DROP) element.setAttribute('data-animation', 'drop');
  Object.assign(element.style, {
    position: 'absolute',
    left: '50%',
    top: '50%',
    transform: `translate(-50%, -100%)`,
    lineHeight: '0',
  });
  return element;
}

/** Installs the fake on `window.google.maps` and returns it with its recorded instances. */
export function installFakeGoogleMaps(): FakeGoogleMaps {
  const mapInstances: FakeMap[] = [];
  const markerInstances: FakeMarker[] = [];
  const scope = globalThis as { google?: { maps?: unknown } };
  const previous = scope.google;

  class FakeMapClass implements FakeMap {
    readonly options: Partial<MapOptionsSpec> = {};
    readonly setOptionsCalls: Partial<MapOptionsSpec>[] = [];
    readonly pane: HTMLElement;
    constructor(
      readonly element: HTMLElement,
      options?: MapOptionsSpec,
    ) {
      this.pane = document.createElement('div');
      this.pane.setAttribute('data-fake-map', '');
      Object.assign(this.pane.style, { position: 'absolute', inset: '0', overflow: 'hidden' });
      element.replaceChildren(this.pane);
      this.apply(options ?? {});
      mapInstances.push(this);
    }
    setOptions(options: Partial<MapOptionsSpec>) {
      this.setOptionsCalls.push(options);
      this.apply(options);
    }
    private apply(options: Partial<MapOptionsSpec>) {
      Object.assign(this.options, options);
      this.pane.style.background = landColour(this.options);
      this.pane.dataset.mapTypeId = this.options.mapTypeId ?? 'roadmap';
      this.pane.dataset.zoom = String(this.options.zoom ?? '');
    }
  }

  class Marker implements FakeMarker {
    readonly options: MapsMarkerOptions = {};
    readonly setOptionsCalls: MapsMarkerOptions[] = [];
    element: HTMLElement | null = null;
    private readonly listeners = new Set<{ name: string; handler: () => void }>();
    constructor(options?: MapsMarkerOptions) {
      Object.assign(this.options, options);
      this.render();
      markerInstances.push(this);
    }
    setOptions(options: MapsMarkerOptions | null) {
      this.setOptionsCalls.push(options ?? {});
      Object.assign(this.options, options);
      this.render();
    }
    setMap(map: MapsMap | null) {
      this.options.map = map;
      this.render();
    }
    addListener(name: string, handler: () => void): MapsListener {
      const entry = { name, handler };
      this.listeners.add(entry);
      return { remove: () => this.listeners.delete(entry) };
    }
    private render() {
      this.element?.remove();
      this.element = null;
      const map = this.options.map;
      if (!(map instanceof FakeMapClass)) return;
      const element = markerElement(this.options, () => {
        for (const entry of this.listeners) if (entry.name === 'click') entry.handler();
      });
      map.pane.append(element);
      this.element = element;
    }
  }

  const maps = { Map: FakeMapClass, Marker, Size: FakeSize, Point: FakePoint, Animation: { DROP } };
  scope.google = { ...(previous ?? {}), maps };
  return {
    maps,
    mapInstances,
    markerInstances,
    uninstall() {
      if (previous === undefined) delete scope.google;
      else scope.google = previous;
    },
  };
}
