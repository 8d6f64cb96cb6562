/**
 * The name of the channel on which the site's tabs post their cart: `CART_CHANNEL_NAME` of
 * `@vitrine/commerce/cart-store`, written out here so that a page without any cart block listens
 * for other tabs without loading the cart store's code (the home page's script budget);
 * `page-cart-channel.test.ts` holds the two equal.
 */
export const PAGE_CART_CHANNEL = 'vitrine-cart';
