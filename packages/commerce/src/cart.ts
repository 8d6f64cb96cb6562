export {
  type ConfirmDialog,
  type ConfirmRemovalKey,
  createConfirmRemoval,
} from './cart/confirm-removal';
export {
  MAX_LINE_QUANTITY,
  type QuantityDraft,
  readQuantityDraft,
} from './cart/quantity-draft';
export {
  QUANTITY_DEBOUNCE_MS,
  QuantityField,
  type QuantityFieldProps,
} from './cart/quantity-field';
export { type CartView, type UseCartOptions, useCart } from './cart/use-cart';
export { useConfirmRemoval } from './cart/use-confirm-removal';
