export {
  CART_QUANTITY_CAP,
  cartQuantityDisplay,
} from './cart-summary/cart-quantity-display';
export { CartSummary, type CartSummaryProps, DEFAULT_CART_HREF } from './cart-summary/cart-summary';
export {
  type CartSummaryData,
  type CartSummarySource,
  type CartSummaryState,
  type CartSummaryStore,
  createCartSummaryStore,
  UNINITIALISED_CART_SUMMARY,
} from './cart-summary/cart-summary-store';
export { useCartSummary } from './cart-summary/use-cart-summary';
