import assert from 'node:assert/strict';
import { MapStyle } from '@vitrine/core-data/enums';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { MAX_MAP_ZOOM, MIN_MAP_ZOOM } from './map-constants';
import { createMapViewModel } from './map-view-model';
import { formatAddress, MAPS_PAGE_URL, mapsLinkUrl } from './maps-link-url';

// Property suite: a map block's data-block-json is text of the published page (spec 001 §3
// "Map": location, address, UI options, style); the external maps link is built from it.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE = [
  ...HOSTILE_STRINGS,
  '\udfff',
  '&q=evil',
  '#',
  '40.72',
  ' -74.0 ',
  'true',
  'MinimalDark',
  'minimal_dark',
  'GRAYSCALE',
  '7',
];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...HOSTILE),
);
const wrongValue = fc.constantFrom(
  null,
  undefined,
  true,
  [],
  {},
  Number.NaN,
  Number.POSITIVE_INFINITY,
);
const coordinate = (limit: number) =>
  fc.oneof(
    fc.double({ min: -limit, max: limit, noNaN: true }),
    fc.double(),
    fc.double({ min: -limit, max: limit, noNaN: true }).map(String),
    hostileString,
    wrongValue,
  );
const flag = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'), hostileString, wrongValue);
const locationLike = fc.record(
  {
    mapLat: coordinate(90),
    mapLng: coordinate(180),
    markerLat: coordinate(90),
    markerLng: coordinate(180),
    mapZoom: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), hostileString, wrongValue),
    addressTitle: fc.oneof(hostileString, fc.double(), wrongValue),
    addressLine1: fc.oneof(hostileString, fc.double(), wrongValue),
    addressLine2: fc.oneof(hostileString, wrongValue),
    addressCountry: fc.oneof(hostileString, wrongValue),
  },
  { requiredKeys: [] },
);
const blockLike = fc
  .record(
    {
      location: fc.oneof(locationLike, wrongValue),
      style: fc.oneof(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }).map(String),
        hostileString,
        wrongValue,
      ),
      showLabels: flag,
      showTerrain: flag,
      draggable: flag,
      scrollwheel: flag,
      showControls: flag,
      disableDefaultUI: flag,
      markerDraggable: flag,
      linkOnClick: flag,
      labels: flag,
    },
    { requiredKeys: [] },
  )
  .chain((block) =>
    // The location's fields may also sit in the block data itself.
    fc.oneof(
      fc.constant(block),
      locationLike.map((place) => ({ ...place, ...block })),
    ),
  );
const anyValue = fc.anything({ maxDepth: 2, maxKeys: 5, withNullPrototype: true, withMap: true });
const silent = () => {};

describe('map block data (property, spec 001 §3 "Map")', { timeout: 60_000 }, () => {
  it('createMapViewModel never throws, and gives coordinates, zoom and style inside their ranges', () => {
    fc.assert(
      fc.property(fc.oneof(blockLike, anyValue, fc.jsonValue()), (data) => {
        const model = createMapViewModel(data, { warn: silent });
        const { mapLat, mapLng, markerLat, markerLng, mapZoom } = model.location;
        for (const lat of [mapLat, markerLat])
          assert.ok(Number.isFinite(lat) && lat >= -90 && lat <= 90);
        for (const lng of [mapLng, markerLng])
          assert.ok(Number.isFinite(lng) && lng >= -180 && lng <= 180);
        assert.ok(Number.isInteger(mapZoom) && mapZoom >= MIN_MAP_ZOOM && mapZoom <= MAX_MAP_ZOOM);
        assert.ok(MapStyle.is(model.style));
        for (const line of [
          model.location.addressTitle,
          model.location.addressLine1,
          model.location.addressLine2,
          model.location.addressCountry,
        ]) {
          assert.equal(typeof line, 'string');
          assert.equal(line, line.trim());
        }
        assert.deepEqual(model.mapOptions.center, { lat: mapLat, lng: mapLng });
        assert.deepEqual(model.marker.position, { lat: markerLat, lng: markerLng });
        assert.equal(model.controls, model.mapOptions.zoomControl);
      }),
      RUNS,
    );
  });

  it('builds the external maps link from any block data without throwing: one https URL, the address in q', () => {
    fc.assert(
      fc.property(fc.oneof(blockLike, anyValue), (data) => {
        const { location } = createMapViewModel(data, { warn: silent });
        const link = mapsLinkUrl(location);
        const url = new URL(link);
        assert.equal(`${url.origin}${url.pathname}`, MAPS_PAGE_URL);
        assert.deepEqual([...url.searchParams.keys()], ['sll', 'q', 'z']);
        assert.equal(url.searchParams.get('sll'), `${location.markerLat},${location.markerLng}`);
        assert.equal(url.searchParams.get('z'), String(location.mapZoom));
        // The address, with any lone surrogate written as U+FFFD as URLs carry it.
        const address = formatAddress(location) || `${location.markerLat},${location.markerLng}`;
        assert.equal(url.searchParams.get('q'), new URLSearchParams({ q: address }).get('q'));
      }),
      RUNS,
    );
  });
});
