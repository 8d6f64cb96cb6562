import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { describe, expect, it, vi } from 'vitest';
import { createConfirmRemoval } from './confirm-removal';

const t = createTranslator(commerce);
const entry = { id: 'mug', itemId: 'item-mug', quantity: 1, title: 'Bol en grès émaillé' };

describe('createConfirmRemoval (spec 000 §5: quantity 0 removes the item after confirmation)', () => {
  it('asks in French with a Retirer button, and removes only on confirm', async () => {
    const dialog = vi.fn(async () => 'confirm' as const);
    await expect(createConfirmRemoval(t, dialog)(entry, 'quantity-zero')).resolves.toBe(true);
    expect(dialog).toHaveBeenCalledWith({
      title: 'Retirer l’article\u202f?',
      message: 'Une quantité de 0 retire cet article du panier. Voulez-vous le retirer\u202f?',
      style: 'confirm-or-cancel',
      confirmLabel: 'Retirer',
    });
  });

  it('keeps the item on cancel (button, Escape, overlay) or reject', async () => {
    await expect(createConfirmRemoval(t, async () => 'cancel')(entry, 'remove')).resolves.toBe(
      false,
    );
    await expect(
      createConfirmRemoval(t, async () => 'reject')(entry, 'quantity-zero'),
    ).resolves.toBe(false);
  });

  it('from the remove button, names the article that leaves the cart', async () => {
    const dialog = vi.fn(async () => 'confirm' as const);
    await expect(createConfirmRemoval(t, dialog)(entry, 'remove')).resolves.toBe(true);
    expect(dialog).toHaveBeenCalledWith({
      title: 'Retirer l’article\u202f?',
      message: 'Bol en grès émaillé sera retiré de votre panier.',
      style: 'confirm-or-cancel',
      confirmLabel: 'Retirer',
    });
  });

  it('from the remove button without a title, speaks of this article', async () => {
    const dialog = vi.fn(async () => 'confirm' as const);
    await createConfirmRemoval(t, dialog)({ id: 'x', itemId: 'x', quantity: 2 }, 'remove');
    expect(dialog).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Cet article sera retiré de votre panier.' }),
    );
  });
});
