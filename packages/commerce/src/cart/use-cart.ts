'use client';
import type { CurrencyCode } from '@vitrine/core-data/currencies';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useTranslator } from '@vitrine/ui/translator';
import { useSyncExternalStore } from 'react';
import { cartErrorKey } from '../cart-store/cart-messages';
import type { CartSnapshot, CartStore } from '../cart-store/cart-store';
import { DEFAULT_MONEY_LOCALE, describeMoney } from '../money/describe-money';

export interface UseCartOptions {
  /** The store currency, for the minimum subtotal message; USD by default (spec 000 §3). */
  readonly currencyCode?: CurrencyCode;
  /** Defaults to fr-FR. */
  readonly locale?: string;
}

export interface CartView extends CartSnapshot {
  /** 'Impossible de retirer l’article.' or 'Impossible de mettre à jour la quantité.' after a failure. */
  readonly errorMessage: string | null;
  /** Why checkout is refused when the subtotal is below the minimum (spec 000 §5). */
  readonly checkoutMessage: string | null;
}

/** Provides a cart store's current state and its messages, re-rendering on every change. */
export function useCart(
  store: CartStore,
  { currencyCode = 'USD', locale = DEFAULT_MONEY_LOCALE }: UseCartOptions = {},
): CartView {
  const t = useTranslator(commerce);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { error, checkout } = snapshot;
  const minimum =
    checkout.allowed === false && checkout.reason === 'below-minimum'
      ? describeMoney({ cents: checkout.minimumCents, currencyCode }, locale).text
      : null;
  return {
    ...snapshot,
    errorMessage: error ? t(cartErrorKey(error)) : null,
    checkoutMessage: minimum === null ? null : t('commerce.cart.minimumSubtotal', { minimum }),
  };
}
