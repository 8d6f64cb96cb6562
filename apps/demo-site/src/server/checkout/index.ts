export { type CheckoutPurchase, checkoutErrorPage, checkoutPage } from './checkout-pages';
export { CHECKOUT_MESSAGES, CHECKOUT_PATHS, createCheckoutRoutes } from './create-checkout-routes';
