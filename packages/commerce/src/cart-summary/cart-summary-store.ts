import { warn } from '../shared/warn';

/** What a sync gives the template's cart indicator (spec 000 §3 "Cart summary"). */
export interface CartSummaryData {
  /** The number of items in the cart. */
  readonly items: number;
  /** The subtotal, already formatted ('12,00 €'). */
  readonly subtotal: string;
}

/** The indicator's state: uninitialised until the first sync. */
export interface CartSummaryState extends CartSummaryData {
  readonly initialised: boolean;
}

/** A source of cart summary states, as `useSyncExternalStore` reads it. */
export interface CartSummarySource {
  getSnapshot(): CartSummaryState;
  subscribe(listener: () => void): () => void;
}

/** The cart summary store: any code (the cart store, a legacy script) can sync it. */
export interface CartSummaryStore extends CartSummarySource {
  /** Sets the items and subtotal and marks the summary initialised. */
  sync(data: CartSummaryData): void;
}

/** The state before the first sync (spec 000 §3: the widget starts uninitialised). */
export const UNINITIALISED_CART_SUMMARY: CartSummaryState = {
  initialised: false,
  items: 0,
  subtotal: '',
};

/**
 * Creates the state of the template cart indicator (spec 000 §3 "Cart summary"): items and
 * subtotal, uninitialised until the first sync. Bad data (a negative or fractional count, a
 * subtotal that is not text) is replaced by 0 or '' with a console warning.
 */
export function createCartSummaryStore(initial?: CartSummaryData): CartSummaryStore {
  let state = initial === undefined ? UNINITIALISED_CART_SUMMARY : read(initial);
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync(data) {
      const next = read(data);
      if (state.initialised && next.items === state.items && next.subtotal === state.subtotal) {
        return;
      }
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function read(data: CartSummaryData | null | undefined): CartSummaryState {
  let items = data?.items;
  if (!Number.isSafeInteger(items) || (items as number) < 0) {
    warn(`Cart summary items ${String(items)} is not a whole number of 0 or more; showing 0.`);
    items = 0;
  }
  let subtotal = data?.subtotal;
  if (typeof subtotal !== 'string') {
    warn('Cart summary subtotal is not text; showing none.');
    subtotal = '';
  }
  return { initialised: true, items: items as number, subtotal };
}
