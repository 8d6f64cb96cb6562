import type { Product } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { warn } from '../shared/warn';
import { isValidPriceCents } from './price-rules';

/** The price of one variant or digital product, once its data is checked. */
export interface UnitPrice {
  /** The price before any sale, in cents. */
  readonly priceCents: number;
  /** The sale price when the item is on sale with a valid, lower sale price; else null. */
  readonly salePriceCents: number | null;
  /** What the shopper pays: the sale price when there is one, else the price. */
  readonly effectiveCents: number;
}

/** What a product's price block shows (spec 000 §3 "Product" and "Variant"). */
export type PriceDisplay =
  /** One price for every purchasable variant. */
  | { readonly kind: 'regular'; readonly priceCents: number; readonly soldOut: boolean }
  /** One sale price, with the price before the sale (struck through). */
  | {
      readonly kind: 'sale';
      readonly priceCents: number;
      readonly originalCents: number;
      readonly soldOut: boolean;
    }
  /** Variants at different prices: 'À partir de' the lowest one. */
  | {
      readonly kind: 'from';
      readonly priceCents: number;
      readonly onSale: boolean;
      readonly soldOut: boolean;
    }
  /** No valid price at all (no variants, or only broken ones). */
  | { readonly kind: 'unavailable' };

/**
 * The price of a variant: `price`, and `salePrice` when `onSale` (spec 000 §3 "Variant").
 * Null, with a console warning, when the price is missing or breaks the rules of spec 000 §5.
 * A sale price that is missing, invalid or not lower than the price is ignored (with a warning).
 */
export function variantUnitPrice(variant: Variant): UnitPrice | null {
  return unitPrice(variant.price, variant.salePrice, variant.onSale, describe(variant));
}

/**
 * Whether a variant can be bought: `unlimited`, or `qtyInStock` above 0. A variant without any
 * stock field is not stock-tracked and counts as available.
 */
export function isVariantInStock(variant: Variant): boolean {
  if (variant.unlimited === true) return true;
  if (variant.qtyInStock === undefined) return true;
  return Number.isFinite(variant.qtyInStock) && variant.qtyInStock > 0;
}

/** Whether every variant of a product is out of stock (digital products never are). */
export function isProductSoldOut(product: Product): boolean {
  if (product.productType === 'DIGITAL' && product.priceCents !== undefined) return false;
  const variants = product.variants ?? [];
  return variants.length > 0 && !variants.some(isVariantInStock);
}

/**
 * What a product's price block shows, from spec 000 §3:
 * - digital products: `priceCents`, and `salePriceCents` when `onSale`;
 * - physical, service and gift-card products: their variants. Variants in stock set the price
 *   (all variants when every one is sold out); equal prices give one price (or one sale),
 *   different prices give the lowest as a 'from' price.
 */
export function productPriceDisplay(product: Product): PriceDisplay {
  if (product.productType === 'DIGITAL' && product.priceCents !== undefined) {
    const price = unitPrice(
      product.priceCents,
      product.salePriceCents,
      product.onSale,
      `digital product ${product.id ?? ''}`.trim(),
    );
    return price ? single(price, false) : { kind: 'unavailable' };
  }
  const priced: Array<{ price: UnitPrice; inStock: boolean }> = [];
  for (const variant of product.variants ?? []) {
    const price = variantUnitPrice(variant);
    if (price) priced.push({ price, inStock: isVariantInStock(variant) });
  }
  if (priced.length === 0) return { kind: 'unavailable' };
  const inStock = priced.filter((item) => item.inStock);
  const soldOut = inStock.length === 0;
  const candidates = (soldOut ? priced : inStock).map((item) => item.price);
  const [first] = candidates as [UnitPrice, ...UnitPrice[]];
  const same = candidates.every(
    (price) =>
      price.effectiveCents === first.effectiveCents && price.priceCents === first.priceCents,
  );
  if (same) return single(first, soldOut);
  const lowest = Math.min(...candidates.map((price) => price.effectiveCents));
  const onSale = candidates.some(
    (price) => price.effectiveCents === lowest && price.salePriceCents !== null,
  );
  return { kind: 'from', priceCents: lowest, onSale, soldOut };
}

/** What a chosen variant's price block shows: its price or its sale, and whether it is sold out. */
export function variantPriceDisplay(variant: Variant): PriceDisplay {
  const price = variantUnitPrice(variant);
  return price ? single(price, !isVariantInStock(variant)) : { kind: 'unavailable' };
}

function single(price: UnitPrice, soldOut: boolean): PriceDisplay {
  return price.salePriceCents === null
    ? { kind: 'regular', priceCents: price.priceCents, soldOut }
    : { kind: 'sale', priceCents: price.salePriceCents, originalCents: price.priceCents, soldOut };
}

function unitPrice(
  price: unknown,
  salePrice: unknown,
  onSale: unknown,
  what: string,
): UnitPrice | null {
  if (!isValidPriceCents(price)) {
    warn(`Ignoring ${what}: price ${String(price)} is not whole cents from 0 to 100,000,000.`);
    return null;
  }
  if (onSale !== true) return { priceCents: price, salePriceCents: null, effectiveCents: price };
  if (!isValidPriceCents(salePrice) || salePrice >= price) {
    warn(`Ignoring the sale of ${what}: sale price ${String(salePrice)} is not below ${price}.`);
    return { priceCents: price, salePriceCents: null, effectiveCents: price };
  }
  return { priceCents: price, salePriceCents: salePrice, effectiveCents: salePrice };
}

function describe(variant: Variant): string {
  return `variant ${variant.sku ?? variant.id ?? ''}`.trim();
}
