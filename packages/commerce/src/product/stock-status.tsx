'use client';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useTranslator } from '@vitrine/ui/translator';
import type { HTMLAttributes } from 'react';
import { type StockState, stockStatus } from './variant-stock';

/** The message of each kind but 'low', which says the quantity. */
const MESSAGE_KEYS = {
  unlimited: 'commerce.product.inStock',
  'in-stock': 'commerce.product.inStock',
  'sold-out': 'commerce.product.soldOut',
} as const satisfies Record<Exclude<StockState['kind'], 'low'>, string>;

export interface StockStatusProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** The chosen variant; nothing is shown without one. */
  readonly variant: Variant | undefined;
  /** Show 'En stock' for an unlimited or untracked variant too; by default it shows nothing. */
  readonly showUnlimited?: boolean;
}

/**
 * Says how much of a variant is left: 'En stock', 'Plus que 4 en stock' (5 or fewer left),
 * 'Épuisé'. Plain text, not a live region; `data-stock` holds the kind (unlimited, in-stock,
 * low, sold-out) for styles.
 */
export function StockStatus({
  variant,
  showUnlimited = false,
  className,
  ...rest
}: StockStatusProps) {
  const t = useTranslator(commerce);
  if (variant === undefined) return null;
  const stock = stockStatus(variant);
  if (stock.kind === 'unlimited' && !showUnlimited) return null;
  return (
    <p
      {...rest}
      className={className ? `vitrine-stock-status ${className}` : 'vitrine-stock-status'}
      data-stock={stock.kind}
    >
      {stock.kind === 'low'
        ? t('commerce.product.lowStock', { quantity: stock.quantity })
        : t(MESSAGE_KEYS[stock.kind])}
    </p>
  );
}
