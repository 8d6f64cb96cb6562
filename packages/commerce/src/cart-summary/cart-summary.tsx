'use client';
import { cartSummary, cartSummaryItemsLabel } from '@vitrine/i18n-fr/cart-summary';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { VISUALLY_HIDDEN } from '@vitrine/ui/visually-hidden';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { CART_QUANTITY_CAP, cartQuantityDisplay } from './cart-quantity-display';
import type { CartSummarySource } from './cart-summary-store';
import { useCartSummary } from './use-cart-summary';

/** Where the indicator leads when no `href` is given (the cart page, page type 200). */
export const DEFAULT_CART_HREF = '/cart';

export interface CartSummaryProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** The store that code syncs (`createCartSummaryStore`, or `linkCartSummary` from a cart store). */
  readonly source?: CartSummarySource;
  /** Items and subtotal given directly (server rendering, stories); they win over `source`. */
  readonly items?: number;
  readonly subtotal?: string;
  /** The cart page; '/cart' by default. */
  readonly href?: string;
  /** The template's cart icon, shown before the count; decorative (mark it aria-hidden). */
  readonly icon?: ReactNode;
}

/**
 * The template's cart indicator (spec 000 §3 "Cart summary"): a link to the cart showing the
 * item count (capped at '100+') and the subtotal, named for screen readers by the spoken label
 * ('Un article dans le panier', 'Plus de 100 articles dans le panier'). `data-state` is
 * `uninitialised` until the first sync, then `initialised`; `data-empty` and `data-over-cap`
 * describe the count.
 */
export function CartSummary({
  source,
  items,
  subtotal,
  href = DEFAULT_CART_HREF,
  icon,
  className,
  ...rest
}: CartSummaryProps) {
  // Every cart summary string is literal text or a plain {count}: no intl-messageformat needed.
  const t = useSimpleTranslator(cartSummary);
  const synced = useCartSummary(items === undefined ? source : undefined);
  const state =
    items === undefined ? synced : { initialised: true, items, subtotal: subtotal ?? '' };
  const count = Number.isFinite(state.items) && state.items > 0 ? Math.floor(state.items) : 0;
  return (
    <a
      {...rest}
      href={href}
      className={className ? `vitrine-cart-summary ${className}` : 'vitrine-cart-summary'}
      data-state={state.initialised ? 'initialised' : 'uninitialised'}
      data-empty={state.initialised && count === 0 ? '' : undefined}
      data-over-cap={count > CART_QUANTITY_CAP ? '' : undefined}
    >
      {icon}
      <span style={VISUALLY_HIDDEN}>
        {state.initialised ? cartSummaryItemsLabel(t, count) : t('cartSummary.title')}
      </span>
      {state.initialised && (
        <>
          <span data-part="quantity" aria-hidden="true">
            {cartQuantityDisplay(count)}
          </span>{' '}
          <span data-part="subtotal">{state.subtotal}</span>
        </>
      )}
    </a>
  );
}
