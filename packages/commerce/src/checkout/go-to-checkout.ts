import { commerce } from '@vitrine/i18n-fr/commerce';
import { warn } from '../shared/warn';
import { hasCartCookie as readCartCookie } from './cart-cookie';
import { type CheckoutKind, type CheckoutParams, checkoutUrl } from './checkout-url';

export interface GoToCheckoutOptions {
  /** Whether the cart cookie exists; by default the `CART` cookie is read at call time. */
  readonly hasCartCookie?: boolean | (() => boolean);
  /** Goes to a URL; by default `location.assign`. */
  readonly navigate?: (url: string) => void;
  /** Shows the session message; by default `window.alert`. */
  readonly alert?: (message: string) => void;
  /** The session message, e.g. a site's wording through its translator. */
  readonly sessionExpiredMessage?: string;
}

/** How a checkout request ended. */
export type GoToCheckoutOutcome = 'navigated' | 'session-expired' | 'invalid';

/**
 * Sends the visitor to checkout (spec 000 §7 "Checkout redirects"): to the route of `kind` when
 * the cart cookie exists, otherwise an alert says the session has expired or cookies are
 * disabled (spec 000 §8 "Checkout"), in French from the catalogue. Bad parameters are reported
 * on the console and nothing happens.
 */
export function goToCheckout<K extends CheckoutKind>(
  kind: K,
  params: CheckoutParams[K],
  options: GoToCheckoutOptions = {},
): GoToCheckoutOutcome {
  const url = checkoutUrl(kind, params);
  if (!url.ok) {
    warn(`Cannot go to checkout: ${url.error.message}`);
    return 'invalid';
  }
  const { hasCartCookie = readCartCookie } = options;
  const cookie = typeof hasCartCookie === 'function' ? hasCartCookie() : hasCartCookie;
  if (!cookie) {
    const message =
      options.sessionExpiredMessage ?? String(commerce['commerce.checkout.sessionExpired']);
    (options.alert ?? ((text: string) => globalThis.alert?.(text)))(message);
    return 'session-expired';
  }
  (options.navigate ?? ((href: string) => globalThis.location?.assign(href)))(url.value);
  return 'navigated';
}
