export {
  CART_API_PATH,
  type CartApi,
  type CartApiOptions,
  createCartApi,
  toCartResult,
} from './cart-api/cart-api';
