import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlertDialog } from './alert-dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AlertDialog (spec 001 §2)', () => {
  it('is an alertdialog with one OK button that answers confirm and hides it', async () => {
    const onAnswer = vi.fn();
    const screen = await render(
      <AlertDialog
        defaultOpen
        title="Aperçu uniquement"
        message="Déconnectez-vous pour utiliser ce bloc."
        onAnswer={onAnswer}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Aperçu uniquement' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Déconnectez-vous pour utiliser ce bloc.');
    await expect.element(dialog).toHaveAttribute('data-kind', 'alert');
    expect(dialog.element().querySelectorAll('button')).toHaveLength(1);
    const ok = screen.getByRole('button', { name: 'OK' });
    await expect.element(ok).toHaveFocus();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);

    await ok.click();
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('confirm');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('Escape cancels it', async () => {
    const onAnswer = vi.fn();
    const screen = await render(<AlertDialog defaultOpen title="Attention" onAnswer={onAnswer} />);
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('cancel');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes its OK label from props over the catalogue', async () => {
    const screen = await render(<AlertDialog defaultOpen title="Attention" okLabel="Compris" />);
    await expect.element(screen.getByRole('button', { name: 'Compris' })).toBeVisible();
  });
});
