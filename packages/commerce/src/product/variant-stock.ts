import { CART_QUANTITY_DISPLAY_CAP } from '@vitrine/core-data/limits';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { isVariantInStock } from '../pricing/product-pricing';
import { warn } from '../shared/warn';

/** Stock at or below this is shown as low ('Plus que 4 en stock'). Ours: the spec is silent. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The most a shopper may order at once: the cart's quantity cap of 100 (spec 000 §3 and §9,
 * 'the quantity display caps at 100').
 */
export const ORDER_QUANTITY_CAP = CART_QUANTITY_DISPLAY_CAP;

/** How much of a variant is left (spec 000 §3 "Variant": qtyInStock, unlimited). */
export type StockState =
  /** `unlimited`, or no stock field at all: the variant is not stock-tracked. */
  | { readonly kind: 'unlimited' }
  /** More than LOW_STOCK_THRESHOLD left. */
  | { readonly kind: 'in-stock'; readonly quantity: number }
  /** From 1 to LOW_STOCK_THRESHOLD left. */
  | { readonly kind: 'low'; readonly quantity: number }
  | { readonly kind: 'sold-out' };

/**
 * The stock state of a variant, with `isVariantInStock`'s rule: unlimited or untracked variants
 * are always available, others while `qtyInStock` is above 0. A stock that is not a whole
 * number at or above 0 is read safely (NaN as sold out, 2.5 as 2) with a console warning.
 */
export function stockStatus(variant: Variant): StockState {
  if (typeof variant !== 'object' || variant === null) {
    warn(`Ignoring variant ${String(variant)}: not an object, shown as sold out.`);
    return { kind: 'sold-out' };
  }
  const { qtyInStock, unlimited } = variant;
  if (unlimited === true || qtyInStock === undefined) return { kind: 'unlimited' };
  if (!Number.isSafeInteger(qtyInStock) || qtyInStock < 0)
    warn(
      `${describeVariant(variant)}: qtyInStock ${String(qtyInStock)} is not a whole number ≥ 0.`,
    );
  if (!isVariantInStock(variant)) return { kind: 'sold-out' };
  // In stock by isVariantInStock's rule, so at least one can be bought even from 0.5.
  const quantity = Math.max(1, Math.floor(qtyInStock));
  return quantity <= LOW_STOCK_THRESHOLD
    ? { kind: 'low', quantity }
    : { kind: 'in-stock', quantity };
}

/**
 * The largest quantity a shopper may choose: the stock, bounded by `cap` (the cart's 100 by
 * default); `cap` for an unlimited variant, 0 when sold out. A `cap` that is not a whole
 * number above 0 is replaced by ORDER_QUANTITY_CAP, with a console warning.
 */
export function maxOrderQuantity(variant: Variant, cap: number = ORDER_QUANTITY_CAP): number {
  let limit = cap;
  if (!Number.isSafeInteger(cap) || cap < 1) {
    warn(
      `maxOrderQuantity: cap ${String(cap)} is not a whole number above 0; using ${ORDER_QUANTITY_CAP}.`,
    );
    limit = ORDER_QUANTITY_CAP;
  }
  const stock = stockStatus(variant);
  if (stock.kind === 'sold-out') return 0;
  if (stock.kind === 'unlimited') return limit;
  return Math.min(stock.quantity, limit);
}

function describeVariant(variant: Variant): string {
  return `Variant ${variant.sku ?? variant.id ?? ''}`.trim();
}
