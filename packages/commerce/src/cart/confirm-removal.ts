import type { MessageValues } from '@vitrine/i18n-fr/format';
import { type ConfirmOptions, confirm as confirmDialog } from '@vitrine/ui/dialogs';
import type { CartEntry, ConfirmRemoval, RemovalCause } from '../cart-store/cart-types';

/** The catalogue keys of the removal confirmation. */
export type ConfirmRemovalKey =
  | 'commerce.cart.confirmRemoveTitle'
  | 'commerce.cart.confirmRemove'
  | 'commerce.cart.confirmRemoveEntry'
  | 'commerce.cart.confirmRemoveThis'
  | 'commerce.cart.remove';

/** Shows a confirmation dialog and resolves with its answer (`confirm` of `@vitrine/ui/dialogs`). */
export type ConfirmDialog = (options: ConfirmOptions) => Promise<'confirm' | 'cancel' | 'reject'>;

/**
 * The `confirmRemoval` of the cart store (spec 000 §5: a quantity of 0 removes the item after
 * confirmation), on the confirmation dialog of `@vitrine/ui/dialogs`: 'Retirer l’article ?',
 * with a 'Retirer' button. The message says why: a quantity of 0 entered, or, from the remove
 * button, which article leaves the cart (by its title). Only 'confirm' removes; cancel, reject
 * and Escape keep the item.
 */
export function createConfirmRemoval(
  t: (key: ConfirmRemovalKey, values?: MessageValues) => string,
  dialog: ConfirmDialog = confirmDialog,
): ConfirmRemoval {
  return async (entry: CartEntry, cause: RemovalCause = 'quantity-zero') => {
    const title = typeof entry.title === 'string' ? entry.title.trim() : '';
    const answer = await dialog({
      title: t('commerce.cart.confirmRemoveTitle'),
      message:
        cause === 'quantity-zero'
          ? t('commerce.cart.confirmRemove')
          : title
            ? t('commerce.cart.confirmRemoveEntry', { title })
            : t('commerce.cart.confirmRemoveThis'),
      style: 'confirm-or-cancel',
      confirmLabel: t('commerce.cart.remove'),
    });
    return answer === 'confirm';
  };
}
