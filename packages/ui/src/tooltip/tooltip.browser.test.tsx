import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { Tooltip } from './tooltip';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The latest pointer position the page saw, to check where the tooltip goes. */
function trackPointer() {
  const last = { x: Number.NaN, y: Number.NaN };
  const onMove = (event: PointerEvent) => {
    last.x = event.clientX;
    last.y = event.clientY;
  };
  document.addEventListener('pointermove', onMove);
  return { last, stop: () => document.removeEventListener('pointermove', onMove) };
}

const isShown = (element: Element) => element.matches(':popover-open');

describe('Tooltip (spec 001 §9)', () => {
  it('is a role="tooltip" element linked to its trigger by aria-describedby', async () => {
    const screen = await render(
      <Tooltip content="Ajouter au panier">
        <button type="button">Ajouter</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Ajouter' });
    await expect.element(trigger).toHaveAccessibleDescription('Ajouter au panier');
    const tooltip = document.getElementById(
      trigger.element().getAttribute('aria-describedby') ?? '',
    );
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip && isShown(tooltip)).toBe(false);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows after the pointer rests 1200 ms, 15 px from the pointer, 250 px wide', async () => {
    const pointer = trackPointer();
    const screen = await render(
      <div style={{ padding: 40 }}>
        <Tooltip content="Ajouter au panier">
          <button type="button">Ajouter</button>
        </Tooltip>
      </div>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.hover(screen.getByRole('button', { name: 'Ajouter' }));
    const tooltip = screen.getByRole('tooltip', { includeHidden: true }).element() as HTMLElement;
    await vi.advanceTimersByTimeAsync(1199);
    expect(isShown(tooltip)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(() => isShown(tooltip)).toBe(true);
    expect(tooltip.dataset.state).toBe('open');
    expect(tooltip.dataset.trigger).toBe('pointer');

    const box = tooltip.getBoundingClientRect();
    expect(box.width).toBe(250);
    // Layout rounds to 1/64 px.
    expect(box.left).toBeCloseTo(pointer.last.x + 15, 1);
    expect(box.top).toBeCloseTo(pointer.last.y + 15, 1);
    vi.useRealTimers(); // axe waits on timers of its own
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
    pointer.stop();
  });

  it('follows the pointer, and hides when it leaves', async () => {
    const pointer = trackPointer();
    const screen = await render(
      <div style={{ padding: 40 }}>
        <Tooltip content="Aide" delay={0}>
          <button type="button" style={{ width: 200, height: 60 }}>
            Large
          </button>
        </Tooltip>
        <p>Ailleurs</p>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: 'Large' });
    await userEvent.hover(trigger);
    const tooltip = screen.getByRole('tooltip', { includeHidden: true }).element() as HTMLElement;
    await expect.poll(() => isShown(tooltip)).toBe(true);
    await userEvent.hover(trigger, { position: { x: 10, y: 10 } });
    await expect
      .poll(() => Math.abs(tooltip.getBoundingClientRect().left - (pointer.last.x + 15)))
      .toBeLessThan(0.05);
    expect(tooltip.getBoundingClientRect().top).toBeCloseTo(pointer.last.y + 15, 1);

    await userEvent.hover(screen.getByText('Ailleurs'));
    await expect.poll(() => isShown(tooltip)).toBe(false);
    pointer.stop();
  });

  it('never shows when the pointer leaves before the delay', async () => {
    const screen = await render(
      <div>
        <Tooltip content="Aide">
          <button type="button">Aide</button>
        </Tooltip>
        <p>Ailleurs</p>
      </div>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.hover(screen.getByRole('button'));
    await vi.advanceTimersByTimeAsync(1000);
    await userEvent.hover(screen.getByText('Ailleurs'));
    await vi.advanceTimersByTimeAsync(1000);
    const tooltip = screen.getByRole('tooltip', { includeHidden: true }).element();
    expect(isShown(tooltip)).toBe(false);
  });

  it('shows at once below the trigger on keyboard focus, and hides on blur', async () => {
    const screen = await render(
      <div style={{ padding: 40 }}>
        <button type="button">Avant</button>
        <Tooltip content="Partager la page">
          <button type="button">Partager</button>
        </Tooltip>
      </div>,
    );
    await screen.getByRole('button', { name: 'Avant' }).click();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Partager' });
    await expect.element(trigger).toHaveFocus();
    const tooltip = screen.getByRole('tooltip', { includeHidden: true }).element() as HTMLElement;
    await expect.poll(() => isShown(tooltip)).toBe(true);
    expect(tooltip.dataset.trigger).toBe('focus');
    const anchor = trigger.element().getBoundingClientRect();
    const box = tooltip.getBoundingClientRect();
    expect(box.left).toBe(anchor.left);
    expect(box.top).toBe(anchor.bottom + 15);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);

    await userEvent.tab({ shift: true });
    await expect.poll(() => isShown(tooltip)).toBe(false);
  });

  it('does not show at once when a click focuses the trigger', async () => {
    const screen = await render(
      <Tooltip content="Aide" delay={5000}>
        <button type="button">Aide</button>
      </Tooltip>,
    );
    await screen.getByRole('button').click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isShown(screen.getByRole('tooltip', { includeHidden: true }).element())).toBe(false);
  });

  it('Escape hides it', async () => {
    const screen = await render(
      <div>
        <button type="button">Avant</button>
        <Tooltip content="Aide">
          <button type="button">Aide</button>
        </Tooltip>
      </div>,
    );
    await screen.getByRole('button', { name: 'Avant' }).click();
    await userEvent.tab();
    const tooltip = screen.getByRole('tooltip', { includeHidden: true }).element();
    await expect.poll(() => isShown(tooltip)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => isShown(tooltip)).toBe(false);
    await expect.element(screen.getByRole('button', { name: 'Aide' })).toHaveFocus();
  });

  it('inside a dialog, Escape hides the tooltip first, then closes the dialog', async () => {
    const onAnswer = vi.fn();
    const screen = await render(
      <ConfirmDialog
        defaultOpen
        title="Publier ?"
        style="confirm-only"
        onAnswer={onAnswer}
        message={
          <Tooltip content="Détails">
            <a href="#details">En savoir plus</a>
          </Tooltip>
        }
      />,
    );
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('link', { name: 'En savoir plus' })).toHaveFocus();
    const tooltip = screen.getByRole('tooltip', { includeHidden: true }).element();
    await expect.poll(() => isShown(tooltip)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => isShown(tooltip)).toBe(false);
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('cancel');
  });

  it('keeps the trigger’s own handlers and description', async () => {
    const onFocus = vi.fn();
    const screen = await render(
      <>
        <p id="own">Prix TTC</p>
        <Tooltip content="Taxes incluses">
          <button type="button" aria-describedby="own" onFocus={onFocus}>
            Prix
          </button>
        </Tooltip>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Prix' });
    await expect.element(trigger).toHaveAccessibleDescription('Prix TTC Taxes incluses');
    await trigger.click();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
