import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { InfoDialog } from './info-dialog';

afterEach(() => {
  vi.useRealTimers();
});

describe('InfoDialog (spec 001 §4, §9)', () => {
  it('hides itself after 2000 ms, which counts as confirm', async () => {
    const onAnswer = vi.fn();
    const onHidden = vi.fn();
    vi.useFakeTimers();
    const screen = await render(
      <InfoDialog
        defaultOpen
        title="Enregistré"
        message="Vos modifications sont enregistrées."
        onAnswer={onAnswer}
        onHidden={onHidden}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enregistré' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('data-kind', 'info');
    expect(dialog.element().querySelectorAll('button')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1999);
    expect(onAnswer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('confirm');
    await expect.poll(() => screen.container.querySelector('dialog')).toBeNull();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('is a named dialog without buttons that takes the focus (axe)', async () => {
    const screen = await render(
      <InfoDialog defaultOpen title="Enregistré" message="Vos modifications sont enregistrées." />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enregistré' });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Vos modifications sont enregistrées.');
    await expect.element(dialog).toHaveFocus();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('Escape closes it sooner as cancel, and the timer no longer answers', async () => {
    const onAnswer = vi.fn();
    vi.useFakeTimers();
    const screen = await render(<InfoDialog defaultOpen title="Enregistré" onAnswer={onAnswer} />);
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await vi.advanceTimersByTimeAsync(2000);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('cancel');
    await expect.poll(() => screen.container.querySelector('dialog')).toBeNull();
  });

  it('is kept hidden with destroyOnHide false', async () => {
    vi.useFakeTimers();
    const screen = await render(
      <InfoDialog defaultOpen destroyOnHide={false} title="Enregistré" />,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await vi.advanceTimersByTimeAsync(2000);
    await expect.poll(() => screen.container.querySelector('dialog')?.dataset.state).toBe('closed');
    expect(screen.container.querySelector('dialog')?.open).toBe(false);
  });
});
