import type { Product } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPriceText } from './from-price-text';
import { isValidPriceCents, PRODUCT_PRICE_MAX_CENTS, variantIssues } from './price-rules';
import {
  isProductSoldOut,
  isVariantInStock,
  productPriceDisplay,
  variantPriceDisplay,
  variantUnitPrice,
} from './product-pricing';
import { findVariant, variantOptionsLabel } from './variant-options';

const t = createTranslator(commerce);
const NBSP = '\u00a0';

function physical(variants: Variant[]): Product {
  return { productType: 'PHYSICAL', variants };
}

describe('product pricing (spec 000 §3 "Product" and "Variant", §5 "Commerce")', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows one regular price when every variant costs the same', () => {
    const product = physical([
      { price: 1200, qtyInStock: 3 },
      { price: 1200, qtyInStock: 1 },
    ]);
    expect(productPriceDisplay(product)).toEqual({
      kind: 'regular',
      priceCents: 1200,
      soldOut: false,
    });
  });

  it('shows a sale price with the price before the sale', () => {
    const product = physical([{ price: 2000, salePrice: 1500, onSale: true, unlimited: true }]);
    expect(productPriceDisplay(product)).toEqual({
      kind: 'sale',
      priceCents: 1500,
      originalCents: 2000,
      soldOut: false,
    });
  });

  it("gives a 'from' price across variants: 'À partir de 12,00 €'", () => {
    const product = physical([
      { sku: 'TSHIRT-L', price: 1500, qtyInStock: 2 },
      { sku: 'TSHIRT-S', price: 1200, qtyInStock: 5 },
      { sku: 'TSHIRT-XL', price: 1800, unlimited: true },
    ]);
    const display = productPriceDisplay(product);
    expect(display).toEqual({ kind: 'from', priceCents: 1200, onSale: false, soldOut: false });
    expect(fromPriceText(t, 1200, 'EUR')).toBe(`À partir de 12,00${NBSP}€`);
  });

  it("takes a sale price into the 'from' price and flags the sale", () => {
    const product = physical([
      { price: 1500, qtyInStock: 2 },
      { price: 2000, salePrice: 1000, onSale: true, qtyInStock: 1 },
    ]);
    expect(productPriceDisplay(product)).toEqual({
      kind: 'from',
      priceCents: 1000,
      onSale: true,
      soldOut: false,
    });
  });

  it('prices from the variants in stock while some are', () => {
    const product = physical([
      { price: 900, qtyInStock: 0 },
      { price: 1500, qtyInStock: 4 },
    ]);
    expect(productPriceDisplay(product)).toEqual({
      kind: 'regular',
      priceCents: 1500,
      soldOut: false,
    });
  });

  it('is sold out when no variant is unlimited or has stock (qtyInStock, unlimited)', () => {
    const product = physical([
      { price: 1500, qtyInStock: 0, unlimited: false },
      { price: 1200, qtyInStock: 0 },
    ]);
    expect(isProductSoldOut(product)).toBe(true);
    expect(productPriceDisplay(product)).toEqual({
      kind: 'from',
      priceCents: 1200,
      onSale: false,
      soldOut: true,
    });
    expect(isVariantInStock({ qtyInStock: 0, unlimited: true })).toBe(true);
    expect(isVariantInStock({ qtyInStock: 1 })).toBe(true);
    expect(isVariantInStock({})).toBe(true);
  });

  it('prices digital products from priceCents and salePriceCents', () => {
    expect(productPriceDisplay({ productType: 'DIGITAL', priceCents: 900 })).toEqual({
      kind: 'regular',
      priceCents: 900,
      soldOut: false,
    });
    expect(
      productPriceDisplay({
        productType: 'DIGITAL',
        priceCents: 900,
        salePriceCents: 500,
        onSale: true,
      }),
    ).toEqual({ kind: 'sale', priceCents: 500, originalCents: 900, soldOut: false });
    expect(isProductSoldOut({ productType: 'DIGITAL', priceCents: 900 })).toBe(false);
  });

  it('prices service and gift-card products from their variants', () => {
    const service: Product = { productType: 'SERVICE', variants: [{ price: 6000 }] };
    const giftCard: Product = {
      productType: 'GIFT_CARD',
      variants: [
        { price: 5000, unlimited: true },
        { price: 2500, unlimited: true },
        { price: 10000, unlimited: true },
      ],
    };
    expect(productPriceDisplay(service)).toEqual({
      kind: 'regular',
      priceCents: 6000,
      soldOut: false,
    });
    expect(productPriceDisplay(giftCard)).toMatchObject({ kind: 'from', priceCents: 2500 });
  });

  it('accepts the price maximum of 100,000,000 cents and ignores prices above it', () => {
    expect(PRODUCT_PRICE_MAX_CENTS).toBe(100_000_000);
    expect(isValidPriceCents(100_000_000)).toBe(true);
    expect(isValidPriceCents(100_000_001)).toBe(false);
    expect(isValidPriceCents(-1)).toBe(false);
    expect(isValidPriceCents(12.5)).toBe(false);
    const product = physical([{ price: 100_000_001 }, { price: 100_000_000 }]);
    expect(productPriceDisplay(product)).toEqual({
      kind: 'regular',
      priceCents: 100_000_000,
      soldOut: false,
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('ignores a sale price that is missing or not below the price, with a warning', () => {
    expect(variantUnitPrice({ price: 1000, salePrice: 1000, onSale: true })).toEqual({
      priceCents: 1000,
      salePriceCents: null,
      effectiveCents: 1000,
    });
    expect(variantUnitPrice({ price: 1000, onSale: true })?.salePriceCents).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('is unavailable without any valid price, never a crash', () => {
    expect(productPriceDisplay(physical([]))).toEqual({ kind: 'unavailable' });
    expect(productPriceDisplay(physical([{ price: Number.NaN }]))).toEqual({
      kind: 'unavailable',
    });
    expect(productPriceDisplay({ productType: 'DIGITAL', priceCents: -5 })).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('variant rules (spec 000 §5: price maximum, SKU up to 60 characters)', () => {
  it('accepts a well-formed variant', () => {
    expect(
      variantIssues({ sku: 'SQ1234567', price: 1200, salePrice: 900, onSale: true, qtyInStock: 3 }),
    ).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(variantIssues({ price: 100_000_001 })).toEqual(['price-over-maximum']);
    expect(variantIssues({})).toEqual(['price-missing']);
    expect(variantIssues({ price: 10.5 })).toEqual(['price-invalid']);
    expect(variantIssues({ price: 1000, onSale: true, salePrice: 1200 })).toEqual([
      'sale-price-not-lower',
    ]);
    expect(variantIssues({ price: 1000, onSale: true })).toEqual(['sale-price-invalid']);
    expect(variantIssues({ price: 1000, sku: 'X'.repeat(60) })).toEqual([]);
    expect(variantIssues({ price: 1000, sku: 'X'.repeat(61) })).toEqual(['sku-invalid']);
    expect(variantIssues({ price: 1000, qtyInStock: -1 })).toEqual(['stock-invalid']);
  });
});

describe('variant options (spec 000 §3: optionValues, each with a value)', () => {
  const variants: Variant[] = [
    {
      sku: 'TS-R-M',
      optionValues: [
        { optionName: 'Couleur', value: 'Rouge' },
        { optionName: 'Taille', value: 'M' },
      ],
    },
    {
      sku: 'TS-B-M',
      optionValues: [
        { optionName: 'Couleur', value: 'Bleu' },
        { optionName: 'Taille', value: 'M' },
      ],
    },
  ];

  it('finds the variant of the chosen options', () => {
    expect(findVariant(variants, { Couleur: 'Bleu', Taille: 'M' })?.sku).toBe('TS-B-M');
    expect(findVariant(variants, { Couleur: 'Vert', Taille: 'M' })).toBeUndefined();
    expect(findVariant(variants, { Couleur: 'Rouge' })).toBeUndefined();
  });

  it('labels a variant by its option values', () => {
    expect(variantOptionsLabel(variants[0] as Variant)).toBe('Rouge / M');
  });
});

describe('variantPriceDisplay (a chosen variant)', () => {
  it('shows the variant price, its sale and its stock', () => {
    expect(variantPriceDisplay({ price: 1500, qtyInStock: 0 })).toEqual({
      kind: 'regular',
      priceCents: 1500,
      soldOut: true,
    });
    expect(
      variantPriceDisplay({ price: 1500, salePrice: 1200, onSale: true, unlimited: true }),
    ).toEqual({ kind: 'sale', priceCents: 1200, originalCents: 1500, soldOut: false });
  });
});
