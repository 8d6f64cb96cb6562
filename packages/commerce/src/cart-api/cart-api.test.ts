import { createDataLayer } from '@vitrine/core-data/data-layer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../cart-store/cart-store';
import { CART_API_PATH, createCartApi } from './cart-api';

const CART = {
  id: 'cart-1',
  entries: [{ id: 'mug', itemId: 'item-mug', quantity: 3 }],
  subtotalCents: 3600,
  totalQuantity: 3,
};

/** A data layer over a fake fetch that answers `body` with `status`, recording the calls. */
function layer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'c0ffee' }) };
}

describe('createCartApi (the cart path is our choice: /api/commerce/shopping-cart)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the cart with GET and validates it', async () => {
    const { fetch, dataLayer } = layer(200, CART);
    const result = await createCartApi({ dataLayer }).getCart();
    expect(result).toEqual({ ok: true, value: CART });
    expect(fetch.mock.calls[0]?.[0]).toBe(`${CART_API_PATH}?crumb=c0ffee`);
    expect(fetch.mock.calls[0]?.[1].method).toBe('GET');
  });

  it('changes a quantity with PUT entries/{id} and a JSON body', async () => {
    const { fetch, dataLayer } = layer(200, CART);
    const result = await createCartApi({ dataLayer }).updateQuantity('mug 1', 3);
    expect(result.ok).toBe(true);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/commerce/shopping-cart/entries/mug%201?crumb=c0ffee');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"quantity":3}');
  });

  it('adds a product with POST entries: item, chosen variant and quantity as JSON', async () => {
    const { fetch, dataLayer } = layer(200, CART);
    const result = await createCartApi({ dataLayer }).addEntry({
      itemId: 'prod-tirage-aube',
      variantId: 'var-tirage-50x70',
      quantity: 2,
    });
    expect(result).toEqual({ ok: true, value: CART });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/commerce/shopping-cart/entries?crumb=c0ffee');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      itemId: 'prod-tirage-aube',
      variantId: 'var-tirage-50x70',
      quantity: 2,
    });
  });

  it('adds one of a product without variant by default, and refuses a bad entry without a call', async () => {
    const { fetch, dataLayer } = layer(200, CART);
    const api = createCartApi({ dataLayer });
    await api.addEntry({ itemId: 'prod-livre-numerique' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toEqual({
      itemId: 'prod-livre-numerique',
      variantId: null,
      quantity: 1,
    });
    await expect(api.addEntry({ itemId: '' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalidEntry' },
    });
    await expect(api.addEntry({ itemId: 'x', quantity: 0 })).resolves.toMatchObject({ ok: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('removes an entry with DELETE entries/{id} at quantity 0', async () => {
    const { fetch, dataLayer } = layer(200, { ...CART, entries: [], totalQuantity: 0 });
    await createCartApi({ dataLayer }).updateQuantity('mug', 0);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/commerce/shopping-cart/entries/mug?crumb=c0ffee');
    expect(fetch.mock.calls[0]?.[1].method).toBe('DELETE');
  });

  it('passes on the data layer failure with its French message', async () => {
    const { dataLayer } = layer(503, {});
    const result = await createCartApi({ dataLayer }).updateQuantity('mug', 2);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'unavailable',
        message: 'Le service est temporairement indisponible. Veuillez réessayer plus tard.',
      },
    });
  });

  it('refuses an answer that is not a shopping cart (validated at the edge)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dataLayer } = layer(200, { entries: 'aucune' });
    const result = await createCartApi({ dataLayer }).getCart();
    expect(result).toMatchObject({ ok: false, error: { code: 'invalidCart' } });
    expect(error).toHaveBeenCalledOnce();
  });

  it('plugs into the cart store, which rolls back when the server fails', async () => {
    const { dataLayer } = layer(500, {});
    const store = createCartStore({
      updateQuantity: createCartApi({ dataLayer }).updateQuantity,
      confirmRemoval: async () => true,
      initialCart: CART,
    });
    await expect(store.setQuantity('mug', 5)).resolves.toBe('failed');
    expect(store.getSnapshot().cart).toBe(CART);
    expect(store.getSnapshot().error?.failure.message).toBe(
      'Erreur interne du serveur. Veuillez réessayer plus tard.',
    );
  });
});
