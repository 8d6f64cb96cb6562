import { createDataLayer } from '@vitrine/core-data/data-layer';
import { describe, expect, it, vi } from 'vitest';
import { createPlacesClient, PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from './places-client';

/** A data layer over a fetch spy that answers `answer` as JSON. */
function layerAnswering(answer: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'miette' }) };
}

describe('createPlacesClient (spec 000 §7: the places calls)', () => {
  it('sends autocomplete as a GET with its query parameters and the crumb, with credentials', async () => {
    const { fetch, dataLayer } = layerAnswering({ predictions: [{ description: 'Lyon' }] });
    const client = createPlacesClient({
      dataLayer,
      productPage: 'website',
      productSection: 'map-block',
    });
    const result = await client.autocomplete({ input: 'Lyo', sessionToken: 'abc' });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { predictions: [{ description: 'Lyon' }] },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${PLACES_AUTOCOMPLETE_PATH}?input=Lyo&sessionToken=abc&crumb=miette`);
    expect(PLACES_AUTOCOMPLETE_PATH).toBe('/api/google-maps/places/autocomplete');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends details with productPage and productSection for cost tracking', async () => {
    const { fetch, dataLayer } = layerAnswering({ result: { name: 'Lyon' } });
    const client = createPlacesClient({
      dataLayer,
      productPage: 'website',
      productSection: 'map-block',
    });
    await client.details({ placeId: 'ChIJl4foalHq9EcR8CG75CqrCAQ' });
    const url = new URL(fetch.mock.calls[0]?.[0] ?? '', 'https://exemple.fr');
    expect(url.pathname).toBe('/api/google-maps/places/details');
    expect(PLACES_DETAILS_PATH).toBe(url.pathname);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      placeId: 'ChIJl4foalHq9EcR8CG75CqrCAQ',
      productPage: 'website',
      productSection: 'map-block',
      crumb: 'miette',
    });
  });

  it('passes failures on as data-layer results, never throwing', async () => {
    const { dataLayer } = layerAnswering({}, 503);
    const client = createPlacesClient({ dataLayer, productPage: 'p', productSection: 's' });
    const result = await client.autocomplete({ input: 'Lyon' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable', status: 503 } });
  });

  it('warns when productPage or productSection is empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createPlacesClient({ dataLayer: { get: vi.fn() }, productPage: '', productSection: 's' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
