import { CART_QUANTITY_CAP } from '@vitrine/i18n-fr/cart-summary';

export { CART_QUANTITY_CAP };

/**
 * The quantity the indicator shows: the count up to 100, and '100+' above it (spec 000 §3 and
 * §9: the display caps at 100). The spoken label says 'Plus de 100 articles' from the same
 * threshold (`cartSummaryItemsLabel`).
 */
export function cartQuantityDisplay(items: number): string {
  const count = Number.isFinite(items) && items > 0 ? Math.floor(items) : 0;
  return count > CART_QUANTITY_CAP ? `${CART_QUANTITY_CAP}+` : String(count);
}
