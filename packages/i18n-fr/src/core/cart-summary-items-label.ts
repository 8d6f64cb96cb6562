import { CART_QUANTITY_CAP } from './cart-items-label';
import { DEFAULT_LOCALE } from './locale';
import type { MessageValues } from './message';

/** The `cartSummary` keys `cartSummaryItemsLabel` reads. */
export type CartSummaryItemsKey =
  | 'cartSummary.itemsNone'
  | 'cartSummary.itemsOne'
  | 'cartSummary.itemsOther'
  | 'cartSummary.itemsOverCap';

/** A translator over the `cartSummary` keys; its `locale` (fr-FR if absent) sets plural rules. */
export interface CartSummaryItemsTranslator {
  (key: CartSummaryItemsKey, values?: MessageValues): string;
  readonly locale?: string;
}

/**
 * The spoken label of the cart summary (spec 000 §3) from the `cartSummary` catalogue:
 * 'Aucun article dans le panier' at 0, then 'Un article dans le panier' or '{count} articles
 * dans le panier' by the locale's plural rules, and 'Plus de 100 articles dans le panier' above
 * the cap. The same labels as `cartItemsLabel`, chosen in code instead of by an ICU plural, so
 * a simple translator can format them. A count that is not a finite positive number counts as
 * an empty cart; fractions are dropped.
 */
export function cartSummaryItemsLabel(t: CartSummaryItemsTranslator, count: number): string {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (items > CART_QUANTITY_CAP) return t('cartSummary.itemsOverCap', { cap: CART_QUANTITY_CAP });
  // French plural rules make 0 singular; the catalogue has its own wording for an empty cart.
  if (items === 0) return t('cartSummary.itemsNone');
  const one = new Intl.PluralRules(t.locale ?? DEFAULT_LOCALE).select(items) === 'one';
  return t(one ? 'cartSummary.itemsOne' : 'cartSummary.itemsOther', { count: items });
}
