export {
  CART_CHANNEL_NAME,
  type CartChannelOptions,
  type CartChannelPort,
  connectCartChannel,
} from './cart-store/cart-channel';
export { type CartErrorKey, cartErrorKey } from './cart-store/cart-messages';
export {
  type CartSnapshot,
  type CartStore,
  type CartStoreOptions,
  createCartStore,
  type SetQuantityOutcome,
} from './cart-store/cart-store';
export { type CartSummaryOptions, cartSummaryOf } from './cart-store/cart-summary-of';
export {
  cartTotals,
  checkoutEligibility,
  sumQuantities,
  withQuantities,
} from './cart-store/cart-totals';
export type {
  CartEntry,
  CartFailure,
  CartResult,
  CartStatus,
  CartStoreError,
  CartTotals,
  CheckoutEligibility,
  ConfirmRemoval,
  RemovalCause,
  ShoppingCart,
  UpdateQuantity,
} from './cart-store/cart-types';
export { linkCartSummary } from './cart-store/link-cart-summary';
