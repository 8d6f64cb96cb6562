import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { alert, confirm, info } from './imperative-dialogs';

const host = () => document.querySelector<HTMLElement>('[data-vitrine-dialogs]');

afterEach(async () => {
  vi.useRealTimers();
  // Every test answers its dialogs; the container goes once the last one is hidden.
  await expect.poll(host).toBeNull();
});

describe('imperative dialogs', () => {
  it('creates no container before the first call', () => {
    expect(host()).toBeNull();
  });

  it.each([
    ['confirm-or-reject', 'Refuser', 'reject'],
    ['confirm-or-reject', 'Confirmer', 'confirm'],
    ['confirm-or-cancel', 'Annuler', 'cancel'],
    ['confirm-only', 'Confirmer', 'confirm'],
  ] as const)('confirm({ style: %s }) resolves %s as %s', async (style, label, expected) => {
    const answer = confirm({ title: 'Supprimer la page ?', message: 'Définitif.', style });
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer la page ?' });
    await expect.element(dialog).toBeVisible();
    expect(host()?.parentElement).toBe(document.body);
    await expect.element(dialog).toHaveAttribute('data-style', style);
    const { violations } = await axe.run(host() ?? document.body);
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: label }).click();
    await expect(answer).resolves.toBe(expected);
  });

  it('confirm resolves cancel on Escape, also in the no-buttons style', async () => {
    const answer = confirm({ title: 'Patientez', style: 'no-buttons' });
    await expect.element(page.getByRole('alertdialog', { name: 'Patientez' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe('cancel');
  });

  it('alert resolves once OK is pressed', async () => {
    const done = alert({ title: 'Attention', message: 'Lisez ceci.' });
    const dialog = page.getByRole('alertdialog', { name: 'Attention' });
    await expect.element(dialog).toHaveAccessibleDescription('Lisez ceci.');
    const { violations } = await axe.run(host() ?? document.body);
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(done).resolves.toBeUndefined();
  });

  it("info hides itself after 2000 ms and resolves 'confirm' (spec 001 §4)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: string | undefined;
    const answer = info({ title: 'Enregistré', message: 'Modifications enregistrées.' });
    void answer.then((value) => {
      settled = value;
    });
    // Waits frame by frame: expect.element would move the fake clock while it polls.
    while (!document.querySelector('dialog[open]')) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const dialog = page.getByRole('dialog', { name: 'Enregistré' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('confirm');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("info resolves 'cancel' when Escape closes it sooner", async () => {
    const answer = info({ title: 'Enregistré' });
    await expect.element(page.getByRole('dialog', { name: 'Enregistré' })).toHaveFocus();
    const { violations } = await axe.run(host() ?? document.body);
    expect(violations).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe('cancel');
  });

  it('stacks dialogs from z-index 30000 and Escape closes only the newest', async () => {
    const first = confirm({ title: 'Premier' });
    const second = confirm({ title: 'Second', style: 'confirm-or-reject' });
    const older = page.getByRole('alertdialog', { name: 'Premier' });
    const newer = page.getByRole('alertdialog', { name: 'Second' });
    await expect.element(older).toHaveStyle({ zIndex: '30000' });
    await expect.element(newer).toHaveStyle({ zIndex: '30001' });
    await expect.element(page.getByRole('button', { name: 'Refuser' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe('cancel');
    await expect.element(newer).not.toBeInTheDocument();
    await expect.element(older).toBeVisible();
    expect(host()).not.toBeNull();

    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(first).resolves.toBe('confirm');
  });

  it('gives the focus back to the element that had it', async () => {
    const button = document.createElement('button');
    button.textContent = 'Ouvrir';
    document.body.append(button);
    button.focus();
    const answer = confirm({ title: 'Continuer ?' });
    await expect.element(page.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(answer).resolves.toBe('cancel');
    await expect.poll(() => document.activeElement).toBe(button);
    button.remove();
  });

  it('gives the focus to the main landmark when the element that had it is gone, never to the body', async () => {
    const main = document.createElement('main');
    const button = document.createElement('button');
    button.textContent = 'Ouvrir';
    main.append(button);
    document.body.append(main);
    button.focus();
    const answer = confirm({ title: 'Continuer ?' });
    await expect.element(page.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    button.remove();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(answer).resolves.toBe('cancel');
    await expect.poll(() => document.activeElement).toBe(main);
    expect(main.tabIndex).toBe(-1);
    main.remove();
  });
});
