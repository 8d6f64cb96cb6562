import {
  createDataLayer,
  type DataLayer,
  type DataLayerResult,
} from '@vitrine/core-data/data-layer';
import { parseShoppingCart } from '@vitrine/core-data/schemas/shopping-cart';
import type { CartResult } from '../cart-store/cart-types';

/**
 * The shopping-cart API root. The spec lists no cart call (spec 000 §7); this path is our
 * choice, under the /api/ root: GET reads the cart, POST `entries` with `{ itemId, variantId,
 * quantity }` adds a product, PUT `entries/{id}` with `{ quantity }` changes a quantity, DELETE
 * `entries/{id}` removes an entry. Each answers the whole cart.
 */
export const CART_API_PATH = '/api/commerce/shopping-cart';

export interface CartApiOptions {
  /** The data layer to call through; a new `createDataLayer()` by default. */
  readonly dataLayer?: Pick<DataLayer, 'get' | 'post' | 'put' | 'delete'>;
  /** The cart API root; `CART_API_PATH` by default. */
  readonly path?: string;
}

/** What `addEntry` puts in the cart: a product, the chosen variant (if any) and a quantity. */
export interface NewCartEntry {
  readonly itemId: string;
  readonly variantId?: string | null;
  /** A whole number of 1 or more; 1 by default. */
  readonly quantity?: number;
}

export interface CartApi {
  /** Reads the visitor's cart. */
  getCart(): Promise<CartResult>;
  /** Adds a product (the chosen variant) to the cart; answers the whole cart. */
  addEntry(entry: NewCartEntry): Promise<CartResult>;
  /** Changes an entry's quantity; 0 removes it. Plug into `createCartStore({ updateQuantity })`. */
  updateQuantity(entryId: string, quantity: number): Promise<CartResult>;
}

/**
 * The cart calls, through core-data's data layer (crumb, credentials, error catalogue), with
 * every answer validated at the edge by the shopping-cart schema (zod/mini, kept out of the
 * cart store so the store stays small). Never throws.
 */
export function createCartApi({ dataLayer, path = CART_API_PATH }: CartApiOptions = {}): CartApi {
  const api = dataLayer ?? createDataLayer();
  return {
    getCart: async () => toCartResult(await api.get(path)),
    async addEntry({ itemId, variantId = null, quantity = 1 }) {
      if (typeof itemId !== 'string' || itemId === '') {
        return { ok: false, error: { message: 'addEntry needs an itemId.', code: 'invalidEntry' } };
      }
      if (!Number.isSafeInteger(quantity) || quantity < 1) {
        return {
          ok: false,
          error: {
            message: `Quantity ${String(quantity)} is not 1 or more.`,
            code: 'invalidEntry',
          },
        };
      }
      return toCartResult(
        await api.post(`${path}/entries`, { json: true, body: { itemId, variantId, quantity } }),
      );
    },
    async updateQuantity(entryId, quantity) {
      const entry = `${path}/entries/${encodeURIComponent(entryId)}`;
      const answer =
        quantity === 0
          ? await api.delete(entry)
          : await api.put(entry, { json: true, body: { quantity } });
      return toCartResult(answer);
    },
  };
}

/** A data-layer answer as a cart result: a failure keeps the data layer's French message. */
export function toCartResult(answer: DataLayerResult<unknown>): CartResult {
  if (!answer.ok) {
    return {
      ok: false,
      error: { message: answer.error.message, code: answer.error.code, cause: answer.error },
    };
  }
  const cart = parseShoppingCart(answer.data);
  if (!cart.ok) {
    console.error(`[@vitrine/commerce] ${cart.error.message}`);
    return {
      ok: false,
      error: { message: cart.error.message, code: 'invalidCart', cause: cart.error },
    };
  }
  return { ok: true, value: cart.value };
}
