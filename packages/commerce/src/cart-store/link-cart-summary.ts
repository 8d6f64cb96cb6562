import type { CartSummaryStore } from '../cart-summary/cart-summary-store';
import type { CartStore } from './cart-store';
import { type CartSummaryOptions, cartSummaryOf } from './cart-summary-of';

/**
 * Keeps a cart summary (the template indicator) in step with a cart store: syncs it now if the
 * store has a cart, then after every change. Returns the function that stops it.
 */
export function linkCartSummary(
  cartStore: Pick<CartStore, 'getSnapshot' | 'subscribe'>,
  summary: Pick<CartSummaryStore, 'sync'>,
  options?: CartSummaryOptions,
): () => void {
  const update = () => {
    const { cart } = cartStore.getSnapshot();
    if (cart) summary.sync(cartSummaryOf(cart, options));
  };
  update();
  return cartStore.subscribe(update);
}
