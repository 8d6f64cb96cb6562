export { commerce } from './catalogue/commerce';
export {
  CART_QUANTITY_CAP,
  type CartItemsLabelKey,
  cartItemsLabel,
} from './core/cart-items-label';
