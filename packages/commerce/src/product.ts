export type { OptionSelection } from './pricing/variant-options';
export { StockStatus, type StockStatusProps } from './product/stock-status';
export {
  defaultSelection,
  findVariant,
  SYNTHETIC_OPTION_NAME,
  type VariantOption,
  variantChoiceKind,
  variantOptions,
} from './product/variant-choice';
export { VariantPicker, type VariantPickerProps } from './product/variant-picker';
export {
  LOW_STOCK_THRESHOLD,
  maxOrderQuantity,
  ORDER_QUANTITY_CAP,
  type StockState,
  stockStatus,
} from './product/variant-stock';
