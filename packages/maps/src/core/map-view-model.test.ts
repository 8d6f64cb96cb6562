import { DEFAULT_MAP_STYLE, MapStyle } from '@vitrine/core-data/enums';
import { describe, expect, it, vi } from 'vitest';
import { MAP_UPDATE_DEBOUNCE_MS, MAPS_SCRIPT_TIMEOUT_MS } from './map-constants';
import { HIDE_LABELS_RULE, MAP_STYLE_RULES } from './map-styles';
import { createMapViewModel } from './map-view-model';

const quiet = { warn: () => {} };

describe('createMapViewModel: defaults (spec 001 §3 "Map")', () => {
  it('centres on a point in New York at zoom 12, the marker at the map centre, grayscale', () => {
    const warn = vi.fn();
    const model = createMapViewModel({}, { warn });
    expect(model.location).toEqual({
      mapLat: 40.7207559,
      mapLng: -74.0007613,
      markerLat: 40.7207559,
      markerLng: -74.0007613,
      mapZoom: 12,
      addressTitle: '',
      addressLine1: '',
      addressLine2: '',
      addressCountry: '',
    });
    expect(model.style).toBe(2);
    expect(model.style).toBe(DEFAULT_MAP_STYLE);
    expect(model.labels).toBe(true);
    expect(model.terrain).toBe(false);
    expect(model.controls).toBe(true);
    expect(model.ui).toEqual({
      draggable: true,
      scrollwheel: false,
      disableDefaultUI: false,
      markerDraggable: false,
      linkOnClick: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the view model the five fields of the spec: location, controls, terrain, labels, style', () => {
    const model = createMapViewModel(undefined, quiet);
    expect(Object.keys(model)).toEqual(
      expect.arrayContaining(['location', 'controls', 'terrain', 'labels', 'style']),
    );
  });

  it('puts the marker at the map centre when only the centre is given', () => {
    const model = createMapViewModel({ location: { mapLat: 48.8566, mapLng: 2.3522 } }, quiet);
    expect(model.location.markerLat).toBe(48.8566);
    expect(model.location.markerLng).toBe(2.3522);
    expect(model.marker.position).toEqual({ lat: 48.8566, lng: 2.3522 });
    expect(model.mapOptions.center).toEqual({ lat: 48.8566, lng: 2.3522 });
  });

  it('reads the location, the address lines and a marker apart from the centre', () => {
    const model = createMapViewModel(
      {
        location: {
          mapLat: 45.764,
          mapLng: 4.8357,
          markerLat: '45.7597',
          markerLng: '4.8422',
          mapZoom: 15,
          addressTitle: ' Atelier Lumière ',
          addressLine1: '25 rue du Premier-Film',
          addressLine2: '69008 Lyon',
          addressCountry: 'France',
        },
      },
      quiet,
    );
    expect(model.location).toMatchObject({
      markerLat: 45.7597,
      markerLng: 4.8422,
      mapZoom: 15,
      addressTitle: 'Atelier Lumière',
      addressLine2: '69008 Lyon',
    });
    expect(model.mapOptions.zoom).toBe(15);
    expect(model.marker.position).toEqual({ lat: 45.7597, lng: 4.8422 });
  });

  it('reads location fields from the block data itself when there is no location object', () => {
    const model = createMapViewModel({ mapLat: 43.2965, mapLng: 5.3698, mapZoom: 10 }, quiet);
    expect(model.location).toMatchObject({ mapLat: 43.2965, mapLng: 5.3698, mapZoom: 10 });
  });
});

describe('createMapViewModel: the six styles and their numbers (spec 001 §3)', () => {
  it.each([
    [1, MapStyle.ORIGINAL, 'roadmap'],
    [2, MapStyle.GRAYSCALE, 'roadmap'],
    [3, MapStyle.SATELLITE, 'hybrid'],
    [4, MapStyle.MINIMAL_LIGHT, 'roadmap'],
    [5, MapStyle.MINIMAL_DARK, 'roadmap'],
    [6, MapStyle.MINIMAL_BLUE, 'roadmap'],
  ] as const)('style %i is %s, drawn as %s', (number, style, mapTypeId) => {
    const model = createMapViewModel({ style: number }, quiet);
    expect(model.style).toBe(number);
    expect(model.style).toBe(style);
    expect(model.mapOptions.mapTypeId).toBe(mapTypeId);
    expect(model.mapOptions.styles).toEqual(MAP_STYLE_RULES[style]);
  });

  it.each([
    ['Original', 1],
    ['Grayscale', 2],
    ['Satellite', 3],
    ['MinimalLight', 4],
    ['MinimalDark', 5],
    ['MinimalBlue', 6],
    ['minimal-dark', 5],
    ['MINIMAL_BLUE', 6],
    ['4', 4],
  ])('reads the style name %s as %i', (name, number) => {
    expect(createMapViewModel({ style: name }, quiet).style).toBe(number);
  });

  it('gives grayscale and the minimal styles JSON style arrays, original and satellite none', () => {
    expect(MAP_STYLE_RULES[MapStyle.ORIGINAL]).toEqual([]);
    expect(MAP_STYLE_RULES[MapStyle.SATELLITE]).toEqual([]);
    expect(MAP_STYLE_RULES[MapStyle.GRAYSCALE]).toContainEqual({ stylers: [{ saturation: -100 }] });
    for (const style of [MapStyle.MINIMAL_LIGHT, MapStyle.MINIMAL_DARK, MapStyle.MINIMAL_BLUE]) {
      const rules = MAP_STYLE_RULES[style];
      expect(rules.length).toBeGreaterThan(5);
      expect(rules).toContainEqual({ featureType: 'poi', stylers: [{ visibility: 'off' }] });
      expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
    }
    expect(MAP_STYLE_RULES[MapStyle.MINIMAL_DARK][0]).toEqual({
      elementType: 'geometry',
      stylers: [{ color: '#212121' }],
    });
  });

  it('falls back to grayscale with a warning for an unknown style', () => {
    const warn = vi.fn();
    expect(createMapViewModel({ style: 9 }, { warn }).style).toBe(MapStyle.GRAYSCALE);
    expect(createMapViewModel({ style: 'Sépia' }, { warn }).style).toBe(MapStyle.GRAYSCALE);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('style must be 1 to 6');
  });
});

describe('createMapViewModel: the marker image, 48x64 drawn at half size (spec 001 §3, §9)', () => {
  it.each([
    MapStyle.GRAYSCALE,
    MapStyle.MINIMAL_LIGHT,
    MapStyle.MINIMAL_DARK,
    MapStyle.MINIMAL_BLUE,
  ])('style %i has a 48x64 image drawn at 24x32, its tip on the point', (style) => {
    const { image } = createMapViewModel({ style }, quiet).marker;
    expect(image).toMatchObject({
      imageWidth: 48,
      imageHeight: 64,
      width: 24,
      height: 32,
      anchorX: 12,
      anchorY: 32,
    });
    expect(image?.url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(image?.url ?? '')).toContain('width="48" height="64"');
  });

  it.each([MapStyle.ORIGINAL, MapStyle.SATELLITE])(
    'style %i has none: Google’s own pin',
    (style) => {
      expect(createMapViewModel({ style }, quiet).marker.image).toBeNull();
    },
  );
});

describe('createMapViewModel: the UI options and the Google options they imply', () => {
  it('hides labels with a style rule, and on satellite shows photos without labels', () => {
    const road = createMapViewModel({ style: 4, showLabels: false }, quiet);
    expect(road.labels).toBe(false);
    expect(road.mapOptions.styles.at(-1)).toEqual(HIDE_LABELS_RULE);
    expect(road.mapOptions.styles).toHaveLength(MAP_STYLE_RULES[MapStyle.MINIMAL_LIGHT].length + 1);
    const satellite = createMapViewModel({ style: 3, showLabels: false }, quiet);
    expect(satellite.mapOptions.mapTypeId).toBe('satellite');
  });

  it('shows terrain on road-map styles; satellite stays photos', () => {
    expect(createMapViewModel({ showTerrain: true }, quiet).mapOptions.mapTypeId).toBe('terrain');
    expect(createMapViewModel({ showTerrain: true }, quiet).terrain).toBe(true);
    expect(createMapViewModel({ style: 3, showTerrain: true }, quiet).mapOptions.mapTypeId).toBe(
      'hybrid',
    );
  });

  it('shows the controls unless showControls is off or disableDefaultUI is on', () => {
    const shown = createMapViewModel({ showControls: true }, quiet);
    expect(shown.controls).toBe(true);
    expect(shown.mapOptions).toMatchObject({
      disableDefaultUI: false,
      zoomControl: true,
      fullscreenControl: true,
      streetViewControl: true,
      mapTypeControl: false,
    });
    for (const data of [{ showControls: false }, { showControls: true, disableDefaultUI: true }]) {
      const hidden = createMapViewModel(data, quiet);
      expect(hidden.controls).toBe(false);
      expect(hidden.mapOptions).toMatchObject({
        disableDefaultUI: true,
        zoomControl: false,
        fullscreenControl: false,
        streetViewControl: false,
      });
    }
  });

  it('maps draggable and scrollwheel to Google’s gesture handling', () => {
    const options = (data: object) => createMapViewModel(data, quiet).mapOptions;
    expect(options({ draggable: true, scrollwheel: true })).toMatchObject({
      gestureHandling: 'greedy',
      scrollwheel: true,
    });
    expect(options({ draggable: true, scrollwheel: false })).toMatchObject({
      gestureHandling: 'cooperative',
      scrollwheel: false,
    });
    expect(options({ draggable: false, scrollwheel: true })).toMatchObject({
      gestureHandling: 'none',
      scrollwheel: false,
    });
  });

  it('makes the marker draggable and clickable as asked', () => {
    expect(createMapViewModel({}, quiet).marker).toMatchObject({
      draggable: false,
      clickable: false,
    });
    expect(createMapViewModel({ markerDraggable: true }, quiet).marker).toMatchObject({
      draggable: true,
      clickable: true,
    });
    expect(createMapViewModel({ linkOnClick: true }, quiet).marker.clickable).toBe(true);
  });

  it('reads labels, terrain and controls as aliases of the showX options', () => {
    const model = createMapViewModel({ labels: false, terrain: true, controls: false }, quiet);
    expect(model).toMatchObject({ labels: false, terrain: true, controls: false });
    expect(createMapViewModel({ labels: false, showLabels: true }, quiet).labels).toBe(true);
  });

  it('accepts "true" and "false" strings for options', () => {
    expect(createMapViewModel({ linkOnClick: 'true' }, quiet).ui.linkOnClick).toBe(true);
    expect(createMapViewModel({ draggable: 'false' }, quiet).ui.draggable).toBe(false);
  });
});

describe('createMapViewModel: bad block data gets defaults and a warning, never a crash', () => {
  it.each([null, 'carte', 42, [1, 2]])('block data %j', (data) => {
    const warn = vi.fn();
    const model = createMapViewModel(data, { warn });
    expect(model.location.mapZoom).toBe(12);
    expect(warn).toHaveBeenCalledTimes(data === null ? 0 : 1);
  });

  it('replaces out-of-range coordinates and zoom with the defaults, naming the field', () => {
    const warn = vi.fn();
    const model = createMapViewModel(
      { location: { mapLat: 123, mapLng: 'est', mapZoom: 40, markerLat: Number.NaN } },
      { warn },
    );
    expect(model.location).toMatchObject({
      mapLat: 40.7207559,
      mapLng: -74.0007613,
      mapZoom: 12,
      markerLat: 40.7207559,
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('mapLat must be a number from -90 to 90'),
      expect.stringContaining('mapLng must be a number from -180 to 180'),
      expect.stringContaining('markerLat'),
      expect.stringContaining('mapZoom must be a number from 0 to 22'),
    ]);
  });

  it('rounds a fractional zoom and keeps a zoom of 0', () => {
    expect(createMapViewModel({ mapZoom: 13.6 }, quiet).location.mapZoom).toBe(14);
    expect(createMapViewModel({ mapZoom: 0 }, quiet).location.mapZoom).toBe(0);
  });

  it('replaces a non-boolean option and a non-text address line', () => {
    const warn = vi.fn();
    const model = createMapViewModel(
      { linkOnClick: 1, location: { addressTitle: { nom: 'x' }, addressLine1: 12 } },
      { warn },
    );
    expect(model.ui.linkOnClick).toBe(false);
    expect(model.location.addressTitle).toBe('');
    expect(model.location.addressLine1).toBe('12');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createMapViewModel({ style: 'nope' });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('map constants (spec 001 §9, spec 000 §9)', () => {
  it('debounces updates 60 ms and gives the script 30000 ms', () => {
    expect(MAP_UPDATE_DEBOUNCE_MS).toBe(60);
    expect(MAPS_SCRIPT_TIMEOUT_MS).toBe(30_000);
  });
});
