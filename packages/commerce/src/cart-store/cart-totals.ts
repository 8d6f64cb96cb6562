import type { CartStatus, CartTotals, CheckoutEligibility, ShoppingCart } from './cart-types';

/** A whole number from the server, or `otherwise` (0) when it is missing or not a whole number. */
function cents(value: unknown, otherwise = 0): number {
  return Number.isSafeInteger(value) ? (value as number) : otherwise;
}

/** The sum of the entries' quantities. */
export function sumQuantities(cart: ShoppingCart): number {
  return (cart.entries ?? []).reduce((sum, entry) => sum + cents(entry.quantity), 0);
}

/**
 * The totals of a cart in cents (spec 000 §3 "Shopping cart"): the server's fields, with a
 * missing grand total computed (subtotal + tax + shipping - discount) and a missing total
 * quantity summed from the entries.
 */
export function cartTotals(cart: ShoppingCart): CartTotals {
  const subtotalCents = cents(cart.subtotalCents);
  const taxCents = cents(cart.taxCents);
  const shippingCostCents = cents(cart.shippingCostCents);
  const discountCents = cents(cart.discountCents);
  return {
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: cents(
      cart.grandTotalCents,
      subtotalCents + taxCents + shippingCostCents - discountCents,
    ),
    totalQuantity: cents(cart.totalQuantity, sumQuantities(cart)),
  };
}

/**
 * A cart with pending quantities applied on top, as the shopper sees it while the server works:
 * entries at 0 are gone and the total quantity moves by the difference. Money totals stay the
 * server's until it answers (it owns taxes, shipping and discounts).
 */
export function withQuantities(
  cart: ShoppingCart,
  quantities: ReadonlyMap<string, number>,
): ShoppingCart {
  if (quantities.size === 0) return cart;
  let delta = 0;
  const entries = [];
  for (const entry of cart.entries ?? []) {
    const pending = entry.id === undefined ? undefined : quantities.get(entry.id);
    if (pending === undefined) {
      entries.push(entry);
      continue;
    }
    delta += pending - cents(entry.quantity);
    if (pending > 0) entries.push({ ...entry, quantity: pending });
  }
  return { ...cart, entries, totalQuantity: cartTotals(cart).totalQuantity + delta };
}

/**
 * Whether the shopper may check out (spec 000 §5): not with an empty cart, not while a change
 * is on its way, and only with a subtotal at or above the minimum.
 */
export function checkoutEligibility(
  totals: CartTotals | null,
  status: CartStatus,
  minimumSubtotalCents: number,
): CheckoutEligibility {
  if (totals === null || totals.totalQuantity <= 0) return { allowed: false, reason: 'empty' };
  if (status === 'updating') return { allowed: false, reason: 'updating' };
  if (totals.subtotalCents < minimumSubtotalCents) {
    return { allowed: false, reason: 'below-minimum', minimumCents: minimumSubtotalCents };
  }
  return { allowed: true };
}
