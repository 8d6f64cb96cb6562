import type { Result } from '../shared/result';

/** The checkout routes reached by redirect (spec 000 §2 "Routes reached by redirect"). */
export const CHECKOUT_ROUTES = {
  cart: '/commerce/goto-checkout',
  subscription: '/checkout/subscribe',
  donation: '/checkout/donate',
  'gift-card': '/checkout/giftcard',
} as const;

/** A kind of checkout: the cart, a subscription, a donation or a gift card. */
export type CheckoutKind = keyof typeof CHECKOUT_ROUTES;

/** The query each checkout route takes (spec 000 §2), in the order it is written. */
export interface CheckoutParams {
  cart: Record<string, never>;
  subscription: { readonly cartToken: string };
  donation: { readonly donatePageId: string };
  'gift-card': {
    readonly websiteId: string;
    readonly giftCardProductId: string;
    readonly sku?: string;
  };
}

/** Query parameters of each route: required ones, then optional ones. */
const QUERY: { readonly [K in CheckoutKind]: readonly [required: string[], optional: string[]] } = {
  cart: [[], []],
  subscription: [['cartToken'], []],
  donation: [['donatePageId'], []],
  'gift-card': [['websiteId', 'giftCardProductId'], ['sku']],
};

/** Why a checkout URL could not be built: an unknown kind or missing parameters. */
export interface CheckoutUrlError {
  readonly message: string;
  readonly missing: readonly string[];
}

/**
 * The checkout URL of spec 000 §2: `/commerce/goto-checkout`; `/checkout/subscribe?cartToken=`;
 * `/checkout/donate?donatePageId=`; `/checkout/giftcard?websiteId=&giftCardProductId=`, with
 * `&sku=` when a SKU is given. Values are percent-encoded. Pure: an unknown kind or a missing or
 * empty required parameter gives an error value, never a throw.
 */
export function checkoutUrl<K extends CheckoutKind>(
  kind: K,
  params: CheckoutParams[K],
): Result<string, CheckoutUrlError> {
  const route = Object.hasOwn(CHECKOUT_ROUTES, kind) ? CHECKOUT_ROUTES[kind] : undefined;
  const query = route === undefined ? undefined : QUERY[kind];
  if (route === undefined || query === undefined) {
    return { ok: false, error: { message: `Unknown checkout kind ${String(kind)}.`, missing: [] } };
  }
  const values = (params ?? {}) as Record<string, unknown>;
  const [required, optional] = query;
  const missing = required.filter((name) => !isParam(values[name]));
  if (missing.length > 0) {
    return {
      ok: false,
      error: { message: `The ${kind} checkout needs ${missing.join(', ')}.`, missing },
    };
  }
  const pairs = [...required, ...optional.filter((name) => isParam(values[name]))].map(
    (name) => `${name}=${encodeURIComponent(wellFormed(String(values[name])))}`,
  );
  return { ok: true, value: pairs.length > 0 ? `${route}?${pairs.join('&')}` : route };
}

// A surrogate pair, or a lone surrogate half (which UTF-8, so encodeURIComponent, cannot carry).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** The text with each lone surrogate written as U+FFFD, as browsers encode URLs. */
function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}

function isParam(value: unknown): boolean {
  return (
    (typeof value === 'string' && value !== '') ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}
