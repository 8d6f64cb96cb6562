import type { CartStoreError } from './cart-types';

/** The catalogue keys of the cart's failure messages (spec 000 §8 "Other"). */
export type CartErrorKey =
  | 'commerce.cart.unableToRemoveItem'
  | 'commerce.cart.unableToRefreshQuantity';

/** The message for a failed change: 'unable to remove the item' or 'unable to refresh the quantity'. */
export function cartErrorKey(error: CartStoreError): CartErrorKey {
  return error.kind === 'removal'
    ? 'commerce.cart.unableToRemoveItem'
    : 'commerce.cart.unableToRefreshQuantity';
}
