import { readCookie } from '@vitrine/core-data/cookies';

/**
 * The cookie that holds the visitor's cart session. The spec names no cookie (spec 000 §7
 * "Checkout redirects" only says "the cart cookie"); `CART` is our choice, documented in the
 * README, and overridable with `goToCheckout`'s `hasCartCookie`.
 */
export const CART_COOKIE_NAME = 'CART';

/** Whether the browser holds a non-empty cart cookie (false without a document). */
export function hasCartCookie(name: string = CART_COOKIE_NAME): boolean {
  return Boolean(readCookie(name));
}
