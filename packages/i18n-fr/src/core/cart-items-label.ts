import type { MessageValues } from './message';

/** Spec 000 §3 and §9: the cart quantity display caps at 100 (shown as 100+). */
export const CART_QUANTITY_CAP = 100;

/** The commerce keys `cartItemsLabel` reads. */
export type CartItemsLabelKey = 'commerce.cart.itemsLabel' | 'commerce.cart.itemsLabelOverCap';

/**
 * The spoken label of the cart summary (spec 000 §3): 'Un article dans le panier',
 * '{n} articles dans le panier', and 'Plus de 100 articles dans le panier' above the cap.
 * Takes the translator so that a site's overrides apply; a count that is not a finite
 * positive number counts as an empty cart.
 */
export function cartItemsLabel(
  t: (key: CartItemsLabelKey, values?: MessageValues) => string,
  count: number,
): string {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (items > CART_QUANTITY_CAP) {
    return t('commerce.cart.itemsLabelOverCap', { cap: CART_QUANTITY_CAP });
  }
  return t('commerce.cart.itemsLabel', { count: items });
}
