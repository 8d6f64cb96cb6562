import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type TabItem, Tabs } from './tabs';

const items: TabItem[] = [
  { key: 'entrees', label: 'Entrées', content: 'Velouté de potimarron' },
  { key: 'plats', label: 'Plats', content: 'Blanquette de veau' },
  { key: 'desserts', label: 'Desserts', content: 'Tarte Tatin' },
];

/** A parent that keeps the selected tab in its own state. */
function Controlled() {
  const [key, setKey] = useState('desserts');
  return (
    <>
      <Tabs items={items} aria-label="Carte" selectedKey={key} onSelectionChange={setKey} />
      <p>Choisi : {key}</p>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Tabs (menu block)', () => {
  it('selects the first tab by default (spec 001 §4)', async () => {
    const screen = await render(<Tabs items={items} aria-label="Carte" />);
    await expect.element(screen.getByRole('tablist', { name: 'Carte' })).toBeVisible();
    const first = screen.getByRole('tab', { name: 'Entrées' });
    await expect.element(first).toHaveAttribute('aria-selected', 'true');
    await expect.element(first).toHaveAttribute('data-selected');
    await expect.element(first).toHaveAttribute('tabindex', '0');
    await expect
      .element(screen.getByRole('tab', { name: 'Plats' }))
      .toHaveAttribute('aria-selected', 'false');
    await expect
      .element(screen.getByRole('tab', { name: 'Plats' }))
      .toHaveAttribute('tabindex', '-1');
    await expect.element(screen.getByRole('tabpanel', { name: 'Entrées' })).toBeVisible();
    await expect.element(screen.getByText('Blanquette de veau')).not.toBeVisible();
    const panelId = first.element().getAttribute('aria-controls');
    expect(document.getElementById(panelId ?? '')?.textContent).toBe('Velouté de potimarron');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('moves focus with the arrow keys, wrapping around, without selecting', async () => {
    const screen = await render(<Tabs items={items} aria-label="Carte" />);
    await userEvent.keyboard('{Tab}');
    const first = screen.getByRole('tab', { name: 'Entrées' });
    await expect.element(first).toHaveFocus();
    await expect.element(first).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Plats' });
    await expect.element(second).toHaveFocus();
    await expect.element(second).toHaveAttribute('data-focus-visible');
    await expect.element(second).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('tab', { name: 'Desserts' })).toHaveFocus();
    await expect.element(first).toHaveAttribute('aria-selected', 'true');
  });

  it('selects the focused tab with Enter or Space (spec 001 §4)', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <Tabs items={items} aria-label="Carte" onSelectionChange={onSelectionChange} />,
    );
    await userEvent.keyboard('{Tab}{ArrowRight}{Enter}');
    const second = screen.getByRole('tab', { name: 'Plats' });
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await expect.element(second).toHaveAttribute('tabindex', '0');
    await expect.element(screen.getByText('Blanquette de veau')).toBeVisible();
    await expect.element(screen.getByText('Velouté de potimarron')).not.toBeVisible();
    expect(onSelectionChange).toHaveBeenLastCalledWith('plats');
    await userEvent.keyboard('{ArrowRight} ');
    await expect
      .element(screen.getByRole('tab', { name: 'Desserts' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(second).toHaveAttribute('aria-selected', 'false');
    expect(onSelectionChange).toHaveBeenLastCalledWith('desserts');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('goes to the first and last tabs with Home and End', async () => {
    const screen = await render(<Tabs items={items} aria-label="Carte" />);
    await userEvent.keyboard('{Tab}{End}');
    await expect.element(screen.getByRole('tab', { name: 'Desserts' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tab', { name: 'Entrées' })).toHaveFocus();
  });

  it('moves from the selected tab to its panel with Tab (roving tabindex)', async () => {
    const screen = await render(
      <Tabs items={items} aria-label="Carte" defaultSelectedKey="plats" />,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tab', { name: 'Plats' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tabpanel', { name: 'Plats' })).toHaveFocus();
  });

  it('selects on click', async () => {
    const screen = await render(<Tabs items={items} aria-label="Carte" />);
    await screen.getByRole('tab', { name: 'Desserts' }).click();
    await expect.element(screen.getByText('Tarte Tatin')).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Desserts' }))
      .not.toHaveAttribute('data-focus-visible');
  });

  it('follows a controlled selectedKey', async () => {
    const screen = await render(<Controlled />);
    await expect
      .element(screen.getByRole('tab', { name: 'Desserts' }))
      .toHaveAttribute('aria-selected', 'true');
    await screen.getByRole('tab', { name: 'Entrées' }).click();
    await expect.element(screen.getByText('Choisi : entrees')).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Entrées' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('stays on the controlled tab when the parent does not follow the change', async () => {
    const screen = await render(<Tabs items={items} aria-label="Carte" selectedKey="plats" />);
    await screen.getByRole('tab', { name: 'Desserts' }).click();
    await expect
      .element(screen.getByRole('tab', { name: 'Plats' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('selects the first tab, with a warning, for an unknown key or bad items', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <Tabs
        items={[...items, { key: 'plats', label: 'Doublon', content: '' }]}
        aria-label="Carte"
        defaultSelectedKey="boissons"
      />,
    );
    await expect
      .element(screen.getByRole('tab', { name: 'Entrées' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(screen.container.querySelectorAll('[role="tab"]')).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('repeats the key "plats"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"boissons"'));
  });
});
