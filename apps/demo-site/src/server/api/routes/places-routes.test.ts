import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverText } from '../../catalogue/server-text';
import { countRows } from '../../db';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';

let database: ReturnType<typeof temporaryDatabase>;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

function setup() {
  return browserLikeClient(createApiApp({ db: database.db }));
}

describe('GET /api/google-maps/places/autocomplete (spec 000 §7)', () => {
  it('finds canned French places, ignoring accents and case', async () => {
    const response = await setup().request(
      '/api/google-maps/places/autocomplete?input=ATELIER%20lumiere',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'OK',
      predictions: [
        {
          description: 'Atelier Lumière, 12 rue des Tanneurs, 69001 Lyon, France',
          place_id: 'atelier-lumiere-lyon',
          structured_formatting: {
            main_text: 'Atelier Lumière',
            secondary_text: '12 rue des Tanneurs, 69001 Lyon, France',
          },
          types: ['point_of_interest', 'store'],
        },
      ],
    });
  });

  it('answers ZERO_RESULTS for nothing found, 400 without input', async () => {
    const none = await setup().request('/api/google-maps/places/autocomplete?input=Tombouctou');
    expect(await none.json()).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
    const missing = await setup().request('/api/google-maps/places/autocomplete?input=%20');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: serverText('server.places.missingInput') });
  });
});

describe('GET /api/google-maps/places/details (spec 000 §7: productPage and productSection)', () => {
  it('answers the place and records the cost-tracking fields', async () => {
    const response = await setup().request(
      '/api/google-maps/places/details?placeId=gare-part-dieu-lyon&productPage=website&productSection=map-block',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'OK',
      result: {
        place_id: 'gare-part-dieu-lyon',
        name: 'Gare de Lyon-Part-Dieu',
        formatted_address: 'Gare de Lyon-Part-Dieu, 5 place Charles Béraudier, 69003 Lyon, France',
        geometry: { location: { lat: 45.7606, lng: 4.8599 } },
      },
    });
    expect(countRows(database.db, 'telemetry_records', 'places-details')).toBe(1);
  });

  it('requires productPage and productSection (400), and a known place (404)', async () => {
    const client = setup();
    const untracked = await client.request(
      '/api/google-maps/places/details?placeId=paris&productPage=website',
    );
    expect(untracked.status).toBe(400);
    expect(await untracked.json()).toEqual({
      error: serverText('server.places.missingCostTracking'),
    });
    const noPlace = await client.request(
      '/api/google-maps/places/details?productPage=a&productSection=b',
    );
    expect(await noPlace.json()).toEqual({ error: serverText('server.places.missingPlace') });
    const unknown = await client.request(
      '/api/google-maps/places/details?placeId=atlantide&productPage=a&productSection=b',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      status: 'NOT_FOUND',
      error: serverText('server.places.unknownPlace'),
    });
  });
});
