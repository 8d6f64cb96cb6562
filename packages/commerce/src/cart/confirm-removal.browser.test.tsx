import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createCartStore } from '../cart-store/cart-store';
import { createConfirmRemoval } from './confirm-removal';

const t = createTranslator(commerce);
const cart = {
  id: 'cart-1',
  entries: [{ id: 'mug', itemId: 'item-mug', quantity: 1 }],
  subtotalCents: 1200,
  totalQuantity: 1,
};

describe('quantity 0 with the confirmation dialog of @vitrine/ui/dialogs (spec 000 §5)', () => {
  it('removes the item once the shopper confirms', async () => {
    const store = createCartStore({
      updateQuantity: async () => ({ ok: true, value: { ...cart, entries: [], totalQuantity: 0 } }),
      confirmRemoval: createConfirmRemoval(t),
      initialCart: cart,
    });
    const outcome = store.setQuantity('mug', 0);
    const dialog = page.getByRole('alertdialog', { name: 'Retirer l’article\u202f?' });
    await expect.element(dialog).toBeVisible();
    const { violations } = await axe.run(dialog.element());
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'Retirer' }).click();
    await expect(outcome).resolves.toBe('removed');
    expect(store.getSnapshot().cart?.entries).toEqual([]);
  });

  it('keeps the item when the shopper presses Escape', async () => {
    const store = createCartStore({
      updateQuantity: async () => ({ ok: true, value: cart }),
      confirmRemoval: createConfirmRemoval(t),
      initialCart: cart,
    });
    const outcome = store.setQuantity('mug', 0);
    await expect
      .element(page.getByRole('alertdialog', { name: 'Retirer l’article\u202f?' }))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(outcome).resolves.toBe('cancelled');
    expect(store.getSnapshot().cart).toBe(cart);
  });
});
