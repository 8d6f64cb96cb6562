import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { describe, expect, it, vi } from 'vitest';
import { createConfirmRemoval } from './confirm-removal';

const t = createTranslator(commerce);
const entry = { id: 'mug', itemId: 'item-mug', quantity: 1 };

describe('createConfirmRemoval (spec 000 §5: quantity 0 removes the item after confirmation)', () => {
  it('asks in French with a Retirer button, and removes only on confirm', async () => {
    const dialog = vi.fn(async () => 'confirm' as const);
    await expect(createConfirmRemoval(t, dialog)(entry)).resolves.toBe(true);
    expect(dialog).toHaveBeenCalledWith({
      title: 'Retirer l’article\u202f?',
      message: 'Une quantité de 0 retire cet article du panier. Voulez-vous le retirer\u202f?',
      style: 'confirm-or-cancel',
      confirmLabel: 'Retirer',
    });
  });

  it('keeps the item on cancel (button, Escape, overlay) or reject', async () => {
    await expect(createConfirmRemoval(t, async () => 'cancel')(entry)).resolves.toBe(false);
    await expect(createConfirmRemoval(t, async () => 'reject')(entry)).resolves.toBe(false);
  });
});
