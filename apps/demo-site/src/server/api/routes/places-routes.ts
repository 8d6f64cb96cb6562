import type { Hono } from 'hono';
import { serverText } from '../../catalogue/server-text';
import { recordTelemetry } from '../../db';
import type { ApiDeps, ApiEnv } from '../api-env';
import { errorAnswer } from '../http/answers';
import { writeBusyAnswer } from '../http/write-busy';
import { writerOf } from '../http/write-quota';
import { CANNED_PLACES, placeDescription, searchText } from '../places/canned-places';

/** The places calls of spec 000 §7 and spec 001 §7, relative to the API root. */
export const PLACES_ROUTES = {
  autocomplete: '/google-maps/places/autocomplete',
  details: '/google-maps/places/details',
} as const;

const MAX_INPUT_LENGTH = 200;
const MAX_PREDICTIONS = 5;
const MAX_TRACKING_LENGTH = 100;

/**
 * GET autocomplete (`input`) → `{ status, predictions }` and GET details (`placeId`,
 * `productPage`, `productSection`) → `{ status, result }`, in the shape of the maps provider's
 * places answers, from canned French places: the demo makes no network call. The details call
 * records its cost-tracking fields (spec 000 §7).
 */
export function registerPlacesRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  api.get(PLACES_ROUTES.autocomplete, (c) => {
    const input = c.req.query('input')?.trim() ?? '';
    if (input === '') return errorAnswer(c, 400, serverText('server.places.missingInput'));
    if (input.length > MAX_INPUT_LENGTH)
      return errorAnswer(c, 400, serverText('server.places.inputTooLong'));
    const words = searchText(input).split(' ').filter(Boolean);
    const predictions = CANNED_PLACES.filter((place) => {
      const text = searchText(placeDescription(place));
      return words.every((word) => text.includes(word));
    })
      .slice(0, MAX_PREDICTIONS)
      .map((place) => ({
        description: placeDescription(place),
        place_id: place.placeId,
        structured_formatting: {
          main_text: place.name,
          secondary_text: placeDescription(place).slice(place.name.length + 2),
        },
        types: place.types,
      }));
    return c.json({ status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS', predictions });
  });

  api.get(PLACES_ROUTES.details, async (c) => {
    const placeId = c.req.query('placeId')?.trim() ?? '';
    const productPage = c.req.query('productPage')?.trim() ?? '';
    const productSection = c.req.query('productSection')?.trim() ?? '';
    if (placeId === '') return errorAnswer(c, 400, serverText('server.places.missingPlace'));
    if (
      productPage === '' ||
      productSection === '' ||
      productPage.length > MAX_TRACKING_LENGTH ||
      productSection.length > MAX_TRACKING_LENGTH
    ) {
      return errorAnswer(c, 400, serverText('server.places.missingCostTracking'));
    }
    const place = CANNED_PLACES.find((candidate) => candidate.placeId === placeId);
    if (!place)
      return errorAnswer(c, 404, serverText('server.places.unknownPlace'), { status: 'NOT_FOUND' });
    // The cost tracking is a telemetry write (issue 17: quotas on every write); past the quota the
    // details are still answered, and the call is not recorded.
    const writer = writerOf(c, { trustProxy: deps.trustProxy });
    if (deps.limits.writes.telemetry.take(writer).ok) {
      const stored = await recordTelemetry(deps.db, {
        kind: 'places-details',
        body: { placeId, productPage, productSection },
        now: deps.now(),
      });
      if (!stored.ok) return writeBusyAnswer(c, stored);
    }
    return c.json({
      status: 'OK',
      result: {
        place_id: place.placeId,
        name: place.name,
        formatted_address: placeDescription(place),
        address_components: [
          ...(place.street
            ? [{ long_name: place.street, short_name: place.street, types: ['route'] }]
            : []),
          { long_name: place.postalCode, short_name: place.postalCode, types: ['postal_code'] },
          { long_name: place.city, short_name: place.city, types: ['locality', 'political'] },
          { long_name: place.country, short_name: 'FR', types: ['country', 'political'] },
        ],
        geometry: { location: { lat: place.lat, lng: place.lng } },
        types: place.types,
      },
    });
  });
}
