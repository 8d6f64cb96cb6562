export {
  CART_API_PATH,
  type CartApi,
  type CartApiOptions,
  createCartApi,
  type NewCartEntry,
  toCartResult,
} from './cart-api/cart-api';
