import { createConfirmRemoval } from '@vitrine/commerce/cart';
import { type CartApi, createCartApi, type NewCartEntry } from '@vitrine/commerce/cart-api';
import {
  type CartFailure,
  type CartResult,
  type CartStore,
  connectCartChannel,
  createCartStore,
  linkCartSummary,
} from '@vitrine/commerce/cart-store';
import { type CartSummaryStore, createCartSummaryStore } from '@vitrine/commerce/cart-summary';
import type { DataLayerError } from '@vitrine/core-data/data-layer';
import { parseShoppingCart } from '@vitrine/core-data/schemas/shopping-cart';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { serverMessage } from '../blocks/server-message';

/** The one cart of a page: every island that shows or changes the cart uses this. */
export interface PageCart {
  /** The cart: lines, quantities on their way, failures, checkout eligibility. */
  readonly store: CartStore;
  /** The header's summary (items and subtotal), kept in step with `store`. */
  readonly summary: CartSummaryStore;
  readonly api: CartApi;
  /** Reads the cart from the server once per page (later calls share the first answer). */
  load(): Promise<CartResult>;
  /** Adds a product; the whole page (and the other tabs) shows the new cart at once. */
  add(entry: NewCartEntry): Promise<CartResult>;
}

let current: PageCart | undefined;

/**
 * What to tell the shopper when a cart call failed: the server's own French reason when it gave
 * one (« Il ne reste que 4 exemplaires de cet article. »), else the data layer's catalogue
 * message (spec 000 §8).
 */
export function cartFailureText(failure: CartFailure): string {
  // `createCartApi` keeps the data layer's error as the failure's cause.
  return serverMessage(failure.cause as DataLayerError | undefined) ?? failure.message;
}

/**
 * The page's cart, made on first use in the browser: one cart store that the header summary,
 * the product blocks and the full-page cart share, so a change anywhere shows everywhere at
 * once, and linked to the other tabs of the site through `connectCartChannel`. The header
 * summary starts from the counts the server rendered into `#cart-summary-root` until the first
 * cart arrives, so its hydration matches the server HTML.
 */
export function pageCart(): PageCart {
  if (current) return current;
  const header = document.getElementById('cart-summary-root')?.dataset;
  const initialSummary = header
    ? { items: Number(header.items ?? 0) || 0, subtotal: header.subtotal ?? '' }
    : undefined;
  const api = createCartApi();
  const store = createCartStore({
    updateQuantity: api.updateQuantity,
    confirmRemoval: createConfirmRemoval(createTranslator(commerce)),
  });
  const summary = createCartSummaryStore(initialSummary);
  linkCartSummary(store, summary, { currencyCode: 'EUR' });
  connectCartChannel(store, {
    readCart: (value) => {
      const cart = parseShoppingCart(value);
      return cart.ok ? cart.value : null;
    },
  });
  let loading: Promise<CartResult> | undefined;
  current = {
    store,
    summary,
    api,
    load() {
      loading ??= api.getCart().then((answer) => {
        if (answer.ok) store.sync(answer.value);
        else loading = undefined;
        return answer;
      });
      return loading;
    },
    async add(entry) {
      const answer = await api.addEntry(entry);
      if (answer.ok) store.sync(answer.value);
      return answer;
    },
  };
  return current;
}
