import { PRODUCT_PRICE_MAX_CENTS } from '@vitrine/core-data/limits';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { isValidSku } from '@vitrine/core-data/validation';

/** Product price maximum: 100,000,000 cents (spec 000 §5 "Commerce" and §9). */
export { PRODUCT_PRICE_MAX_CENTS };

/** Whether a price is whole cents from 0 to the product price maximum (spec 000 §5). */
export function isValidPriceCents(value: unknown): value is number {
  return (
    Number.isSafeInteger(value) &&
    (value as number) >= 0 &&
    (value as number) <= PRODUCT_PRICE_MAX_CENTS
  );
}

/** A problem with a variant's data, named after the rule it breaks. */
export type VariantIssue =
  | 'price-missing'
  | 'price-invalid'
  | 'price-over-maximum'
  | 'sale-price-invalid'
  | 'sale-price-not-lower'
  | 'sku-invalid'
  | 'stock-invalid';

/**
 * Checks a variant against the commerce rules of spec 000 §5: prices in whole cents up to the
 * maximum, a sale price below the price when on sale, a SKU of 1 to 60 characters (core-data's
 * `isValidSku`; a missing SKU is allowed) and a whole, non-negative stock.
 */
export function variantIssues(variant: Variant): VariantIssue[] {
  const issues: VariantIssue[] = [];
  const { price, salePrice, onSale, sku, qtyInStock } = variant;
  if (price === undefined) issues.push('price-missing');
  else if (Number.isSafeInteger(price) && price > PRODUCT_PRICE_MAX_CENTS)
    issues.push('price-over-maximum');
  else if (!isValidPriceCents(price)) issues.push('price-invalid');
  if (onSale === true) {
    if (!isValidPriceCents(salePrice)) issues.push('sale-price-invalid');
    else if (isValidPriceCents(price) && salePrice >= price) issues.push('sale-price-not-lower');
  }
  if (sku !== undefined && !isValidSku(sku)) issues.push('sku-invalid');
  if (qtyInStock !== undefined && !(Number.isSafeInteger(qtyInStock) && qtyInStock >= 0))
    issues.push('stock-invalid');
  return issues;
}
