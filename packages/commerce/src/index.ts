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
// All of `/product` but its findVariant(product, selection): here `findVariant` stays the pricing one.
export {
  defaultSelection,
  LOW_STOCK_THRESHOLD,
  maxOrderQuantity,
  ORDER_QUANTITY_CAP,
  type StockState,
  StockStatus,
  type StockStatusProps,
  SYNTHETIC_OPTION_NAME,
  stockStatus,
  type VariantOption,
  VariantPicker,
  type VariantPickerProps,
  variantChoiceKind,
  variantOptions,
} from './product';
export * from './reviews';
export * from './subscription';
export * from './units';
