export { CART_COOKIE_NAME, hasCartCookie } from './checkout/cart-cookie';
export {
  CHECKOUT_ROUTES,
  type CheckoutKind,
  type CheckoutParams,
  type CheckoutUrlError,
  checkoutUrl,
} from './checkout/checkout-url';
export {
  type GoToCheckoutOptions,
  type GoToCheckoutOutcome,
  goToCheckout,
} from './checkout/go-to-checkout';
