import type { MapLocation } from './map-view-model';

/** The external maps page that link-on-click opens (spec 001 §2). */
export const MAPS_PAGE_URL = 'https://maps.google.com/maps';

type AddressFields = Pick<
  MapLocation,
  'addressTitle' | 'addressLine1' | 'addressLine2' | 'addressCountry'
>;

/** The non-empty address lines, in order: title, line 1, line 2, country. */
export function addressLines(location: AddressFields): string[] {
  return [
    location.addressTitle,
    location.addressLine1,
    location.addressLine2,
    location.addressCountry,
  ].filter((line) => line.trim() !== '');
}

/** The address on one line, comma-separated; '' when the block has none. */
export function formatAddress(location: AddressFields): string {
  return addressLines(location).join(', ');
}

// A surrogate pair, or a lone surrogate half (which UTF-8, so encodeURIComponent, cannot carry).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * The external maps page of a location (spec 001 §2): `sll` the marker's point, `q` the address
 * (or the marker's point when the block has no address), `z` the map zoom. For example
 * `https://maps.google.com/maps?sll=40.7207559,-74.0007613&q=Atelier%2C%2012%20Rue%20X&z=12`.
 */
export function mapsLinkUrl(location: MapLocation): string {
  const point = `${location.markerLat},${location.markerLng}`;
  const query = formatAddress(location) || point;
  // Block data may hold a lone surrogate: it is written as U+FFFD, as browsers encode URLs.
  const wellFormed = query.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
  return `${MAPS_PAGE_URL}?sll=${point}&q=${encodeURIComponent(wellFormed)}&z=${location.mapZoom}`;
}
