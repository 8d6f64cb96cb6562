'use client';
import type { CurrencyCode } from '@vitrine/core-data/currencies';
import type { Product } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useTranslator } from '@vitrine/ui/translator';
import { VISUALLY_HIDDEN } from '@vitrine/ui/visually-hidden';
import { type HTMLAttributes, useMemo } from 'react';
import { DEFAULT_MONEY_LOCALE } from '../money/describe-money';
import { Money } from '../money/money';
import { fromPriceText } from './from-price-text';
import { type PriceDisplay, productPriceDisplay, variantPriceDisplay } from './product-pricing';

/** Spec 000 §3 "Currency": the default store currency (storeSettings selectedCurrency). */
const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export interface ProductPriceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The product whose price to show (variants, or priceCents for digital products). */
  readonly product?: Product;
  /** A chosen variant: its own price and stock win over the product's. */
  readonly variant?: Variant;
  /** The store currency (storeSettings selectedCurrency); USD by default (spec 000 §3). */
  readonly currencyCode?: CurrencyCode;
  /** Defaults to fr-FR. */
  readonly locale?: string;
}

/**
 * Shows a product's price: regular, on sale (the old price struck through, both announced with
 * their meaning to screen readers), 'À partir de' across variants, and sold out. State is on
 * `data-kind` (regular, sale, from, unavailable) and `data-sold-out`.
 */
export function ProductPrice({
  product,
  variant,
  currencyCode = DEFAULT_CURRENCY,
  locale = DEFAULT_MONEY_LOCALE,
  className,
  ...rest
}: ProductPriceProps) {
  const t = useTranslator(commerce);
  const display = useMemo(() => displayOf(product, variant), [product, variant]);
  const soldOut = display.kind !== 'unavailable' && display.soldOut;
  const cents = (value: number) => ({ cents: value, currencyCode });
  return (
    <div
      {...rest}
      className={className ? `vitrine-product-price ${className}` : 'vitrine-product-price'}
      data-kind={display.kind}
      data-sold-out={soldOut ? '' : undefined}
    >
      {display.kind === 'regular' && (
        <Money data-part="price" value={cents(display.priceCents)} locale={locale} />
      )}
      {display.kind === 'sale' && (
        <>
          <del data-part="original">
            <span style={VISUALLY_HIDDEN}>{`${t('commerce.price.original')} `}</span>
            <Money value={cents(display.originalCents)} locale={locale} />
          </del>{' '}
          <ins data-part="price">
            <span style={VISUALLY_HIDDEN}>{`${t('commerce.price.sale')} `}</span>
            <Money value={cents(display.priceCents)} locale={locale} />
          </ins>{' '}
          <span data-part="badge">{t('commerce.product.onSale')}</span>
        </>
      )}
      {display.kind === 'from' && (
        <>
          <span data-part="price">
            {fromPriceText(t, display.priceCents, currencyCode, locale)}
          </span>
          {display.onSale && (
            <>
              {' '}
              <span data-part="badge">{t('commerce.product.onSale')}</span>
            </>
          )}
        </>
      )}
      {display.kind === 'unavailable' && (
        <span data-part="unavailable">{t('commerce.product.noVariants')}</span>
      )}
      {soldOut && (
        <>
          {' '}
          <span data-part="sold-out">{t('commerce.product.soldOut')}</span>
        </>
      )}
    </div>
  );
}

function displayOf(product: Product | undefined, variant: Variant | undefined): PriceDisplay {
  if (variant) return variantPriceDisplay(variant);
  if (product) return productPriceDisplay(product);
  console.error('[@vitrine/commerce] <ProductPrice> needs a product or a variant.');
  return { kind: 'unavailable' };
}
