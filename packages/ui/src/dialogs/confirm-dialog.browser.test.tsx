import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDialog } from './confirm-dialog';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const style of document.querySelectorAll('style[data-test]')) style.remove();
});

function addStyle(css: string) {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
}

/** A page with a button that opens a confirmation dialog, as a site would have it. */
function Opener(props: { destroyOnHide?: boolean; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {props.label ?? 'Supprimer'}
      </button>
      <ConfirmDialog
        title="Supprimer la page ?"
        message="Cette action est définitive."
        open={open}
        onOpenChange={setOpen}
        destroyOnHide={props.destroyOnHide}
      />
    </>
  );
}

describe('ConfirmDialog styles (spec 001 §4)', () => {
  it.each([
    ['confirm-or-reject', ['Refuser', 'Confirmer']],
    ['confirm-or-cancel', ['Annuler', 'Confirmer']],
    ['confirm-only', ['Confirmer']],
    ['no-buttons', []],
  ] as const)('%s shows the buttons %j', async (style, labels) => {
    const screen = await render(
      <ConfirmDialog
        defaultOpen
        style={style}
        title="Publier ?"
        message="Le site sera en ligne."
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Publier ?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('data-style', style);
    await expect.element(dialog).toHaveAttribute('data-state', 'open');
    await expect.element(dialog).toHaveAccessibleDescription('Le site sera en ligne.');
    const buttons = [...(dialog.element().querySelectorAll('button') ?? [])];
    expect(buttons.map((button) => button.textContent)).toEqual(labels);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it.each([
    ['confirm-or-reject', 'Refuser', 'reject'],
    ['confirm-or-reject', 'Confirmer', 'confirm'],
    ['confirm-or-cancel', 'Annuler', 'cancel'],
    ['confirm-or-cancel', 'Confirmer', 'confirm'],
    ['confirm-only', 'Confirmer', 'confirm'],
  ] as const)('%s: %s answers %s and hides it', async (style, label, answer) => {
    const onAnswer = vi.fn();
    const onOpenChange = vi.fn();
    const screen = await render(
      <ConfirmDialog
        defaultOpen
        style={style}
        title="Publier ?"
        onAnswer={onAnswer}
        onOpenChange={onOpenChange}
      />,
    );
    await screen.getByRole('button', { name: label }).click();
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(answer);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns about an unknown style from block JSON and shows confirm-or-cancel', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      // @ts-expect-error: a bad value, as block JSON could carry
      <ConfirmDialog defaultOpen style="yes-or-no" title="Publier ?" />,
    );
    await expect
      .element(screen.getByRole('alertdialog'))
      .toHaveAttribute('data-style', 'confirm-or-cancel');
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).toBeVisible();
    expect(warn).toHaveBeenCalled();
  });

  it('takes button labels from props over the dialogs catalogue', async () => {
    const screen = await render(
      <ConfirmDialog
        defaultOpen
        style="confirm-or-reject"
        title="Cookies"
        confirmLabel="Accepter"
        rejectLabel="Tout refuser"
      />,
    );
    await expect.element(screen.getByRole('button', { name: 'Accepter' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  });
});

describe('ConfirmDialog dismissal (spec 001 §4)', () => {
  it('Escape cancels', async () => {
    const onAnswer = vi.fn();
    const screen = await render(
      <ConfirmDialog defaultOpen title="Publier ?" onAnswer={onAnswer} />,
    );
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('cancel');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a click on the overlay cancels; a click inside does not', async () => {
    const onAnswer = vi.fn();
    const screen = await render(
      <ConfirmDialog defaultOpen title="Publier ?" message="Texte" onAnswer={onAnswer} />,
    );
    const dialog = screen.getByRole('alertdialog');
    await screen.getByText('Texte').click();
    await dialog.click({ position: { x: 5, y: 5 } });
    expect(onAnswer).not.toHaveBeenCalled();
    await dialog.click({ position: { x: -30, y: -30 }, force: true });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('cancel');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('moves the focus into the dialog and gives it back to the opener', async () => {
    const screen = await render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Supprimer' });
    await opener.click();
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
    await userEvent.tab();
    // The rest of the page is inert: past the last button the focus reaches no element of the
    // page outside the dialog (the native modal dialog lets it go to the browser's own UI).
    const active = document.activeElement;
    const dialog = screen.getByRole('alertdialog').element();
    expect(active === document.body || dialog.contains(active)).toBe(true);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('focuses the dialog itself when it has no buttons', async () => {
    const screen = await render(<ConfirmDialog defaultOpen style="no-buttons" title="Patientez" />);
    await expect.element(screen.getByRole('alertdialog')).toHaveFocus();
  });

  it('Escape closes only the newest of two stacked dialogs; z-index 30000 then 30001 (spec 000 §4, §9)', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const screen = await render(
      <>
        <ConfirmDialog defaultOpen title="Premier" onAnswer={first} />
        <ConfirmDialog defaultOpen title="Second" onAnswer={second} />
      </>,
    );
    const older = screen.getByRole('alertdialog', { name: 'Premier' });
    const newer = screen.getByRole('alertdialog', { name: 'Second' });
    await expect.element(older).toHaveStyle({ zIndex: '30000' });
    await expect.element(newer).toHaveStyle({ zIndex: '30001' });
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await expect.element(newer).not.toBeInTheDocument();
    expect(second).toHaveBeenCalledExactlyOnceWith('cancel');
    expect(first).not.toHaveBeenCalled();
    await expect.element(older).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(older).not.toBeInTheDocument();
    expect(first).toHaveBeenCalledExactlyOnceWith('cancel');
  });

  it('is 350 px wide with a 20 px padding (spec 001 §9)', async () => {
    const screen = await render(<ConfirmDialog defaultOpen title="Publier ?" />);
    const dialog = screen.getByRole('alertdialog').element() as HTMLElement;
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    expect(dialog.getBoundingClientRect().width).toBe(350);
    expect(getComputedStyle(dialog).padding).toBe('20px');
  });
});

describe('ConfirmDialog hide (spec 001 §4, §9)', () => {
  it('is destroyed on hide by default', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Supprimer' }).click();
    await screen.getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => screen.container.querySelector('dialog')).toBeNull();
  });

  it('is kept, hidden, with destroyOnHide false, and shows again', async () => {
    const screen = await render(<Opener destroyOnHide={false} />);
    await screen.getByRole('button', { name: 'Supprimer' }).click();
    await screen.getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => screen.container.querySelector('dialog')?.dataset.state).toBe('closed');
    const dialog = screen.container.querySelector('dialog');
    expect(dialog?.open).toBe(false);
    expect(dialog && getComputedStyle(dialog).display).toBe('none');

    await screen.getByRole('button', { name: 'Supprimer' }).click();
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    expect(screen.container.querySelector('dialog')).toBe(dialog);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('stays while its hide animation runs and is removed when it ends', async () => {
    addStyle('.fade[data-state="closing"] { opacity: 0; transition: opacity 400ms linear; }');
    const onHidden = vi.fn();
    const screen = await render(
      <ConfirmDialog defaultOpen title="Publier ?" className="fade" onHidden={onHidden} />,
    );
    const dialog = screen.getByRole('alertdialog');
    await screen.getByRole('button', { name: 'Confirmer' }).click();
    await expect.element(dialog).toHaveAttribute('data-state', 'closing');
    expect(onHidden).not.toHaveBeenCalled();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('is removed after 600 ms at most when no transitionend arrives (hide fallback)', async () => {
    addStyle('.slow[data-state="closing"] { opacity: 0; transition: opacity 60s linear; }');
    const onHidden = vi.fn();
    const screen = await render(
      <ConfirmDialog defaultOpen title="Publier ?" className="slow" onHidden={onHidden} />,
    );
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    vi.useFakeTimers();
    await screen.getByRole('button', { name: 'Confirmer' }).click();
    await expect.element(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'closing');
    await vi.advanceTimersByTimeAsync(599);
    expect(screen.container.querySelector('dialog')).not.toBeNull();
    expect(onHidden).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(() => screen.container.querySelector('dialog')).toBeNull();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog controlled and uncontrolled', () => {
  it('follows the open prop and reports changes through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <ConfirmDialog open={false} title="Publier ?" onOpenChange={onOpenChange} />,
    );
    expect(screen.container.querySelector('dialog')).toBeNull();
    await screen.rerender(<ConfirmDialog open title="Publier ?" onOpenChange={onOpenChange} />);
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await screen.getByRole('button', { name: 'Annuler' }).click();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    // Controlled: it stays until the parent closes it.
    await expect.element(screen.getByRole('alertdialog')).toHaveAttribute('data-state', 'open');
    await screen.rerender(
      <ConfirmDialog open={false} title="Publier ?" onOpenChange={onOpenChange} />,
    );
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is closed by default when uncontrolled', async () => {
    const screen = await render(<ConfirmDialog title="Publier ?" />);
    expect(screen.container.querySelector('dialog')).toBeNull();
  });
});
