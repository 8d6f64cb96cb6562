export { cartSummary } from './catalogue/cart-summary';
export { CART_QUANTITY_CAP } from './core/cart-items-label';
export {
  type CartSummaryItemsKey,
  type CartSummaryItemsTranslator,
  cartSummaryItemsLabel,
} from './core/cart-summary-items-label';
