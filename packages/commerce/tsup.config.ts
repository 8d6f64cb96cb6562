import { definePackageBuild } from '../../tsup.shared';

export default definePackageBuild({
  entries: [
    'index',
    'money',
    'pricing',
    'subscription',
    'cart-store',
    'cart-api',
    'cart',
    'cart-summary',
    'checkout',
    'member-pricing',
    'product',
    'reviews',
    'units',
  ],
});
