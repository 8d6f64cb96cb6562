export {
  type ConfirmDialog,
  type ConfirmRemovalKey,
  createConfirmRemoval,
} from './cart/confirm-removal';
export { type CartView, type UseCartOptions, useCart } from './cart/use-cart';
export { useConfirmRemoval } from './cart/use-confirm-removal';
