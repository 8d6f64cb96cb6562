// Everything at once, for convenience; import the subpaths (`@vitrine/commerce/money`, …) to pay
// only for what a page uses.
export * from './cart';
export * from './cart-api';
export * from './cart-store';
export * from './cart-summary';
export * from './checkout';
export * from './member-pricing';
export * from './money';
export * from './pricing';
export * from './reviews';
export * from './subscription';
export * from './units';
