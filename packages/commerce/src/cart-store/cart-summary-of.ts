import { type CurrencyCode, isCurrencyCode } from '@vitrine/core-data/currencies';
import type { CartSummaryData } from '../cart-summary/cart-summary-store';
import { DEFAULT_MONEY_LOCALE, describeMoney } from '../money/describe-money';
import { cartTotals } from './cart-totals';
import type { ShoppingCart } from './cart-types';

/** Spec 000 §3 "Currency": the default store currency is USD. */
const DEFAULT_STORE_CURRENCY: CurrencyCode = 'USD';

export interface CartSummaryOptions {
  /** The store currency for `subtotalCents` when the cart has no `subtotalAmount`; USD by default. */
  readonly currencyCode?: CurrencyCode;
  /** Defaults to fr-FR. */
  readonly locale?: string;
}

/**
 * The cart summary of a cart (spec 000 §3 "Cart summary"): its total quantity and its subtotal
 * as text, from `subtotalAmount` (a money value) or else `subtotalCents` in the store currency.
 */
export function cartSummaryOf(
  cart: ShoppingCart,
  { currencyCode = DEFAULT_STORE_CURRENCY, locale = DEFAULT_MONEY_LOCALE }: CartSummaryOptions = {},
): CartSummaryData {
  const totals = cartTotals(cart);
  const amount = cart.subtotalAmount;
  const money =
    amount && isCurrencyCode(amount.currencyCode)
      ? describeMoney({ amount: amount.amount, currencyCode: amount.currencyCode }, locale)
      : describeMoney({ cents: totals.subtotalCents, currencyCode }, locale);
  return { items: totals.totalQuantity, subtotal: money.text };
}
