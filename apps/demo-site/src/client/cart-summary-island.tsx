import { CartSummary } from '@vitrine/commerce/cart-summary';
import { parseShoppingCart } from '@vitrine/core-data/schemas/shopping-cart';
import { hydrateRoot } from 'react-dom/client';
import { pageCart } from './page-cart';

/**
 * Hydrates the header's cart summary over its server HTML, on the page's one cart: it follows
 * every change made on the page (product blocks, the full-page cart) and in the site's other
 * tabs. `received` is a cart another tab posted before this island existed.
 */
export function hydrateCartSummary(element: HTMLElement, received?: unknown): void {
  const cart = pageCart();
  if (received !== undefined) {
    const parsed = parseShoppingCart(received);
    if (parsed.ok) cart.store.sync(parsed.value);
  }
  hydrateRoot(element, <CartSummary href="/panier" source={cart.summary} />);
}
