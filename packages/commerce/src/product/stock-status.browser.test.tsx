import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StockStatus } from './stock-status';

describe('<StockStatus> (spec 000 §3 "Variant": qtyInStock, unlimited)', () => {
  it('says « En stock » for 12 left', async () => {
    const screen = await render(<StockStatus variant={{ sku: 'SQ-TIR-3040', qtyInStock: 12 }} />);
    const status = screen.container.querySelector('[data-stock]');
    expect(status?.textContent).toBe('En stock');
    expect(status?.getAttribute('data-stock')).toBe('in-stock');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('says « Plus que 4 en stock » for 4 left', async () => {
    const screen = await render(<StockStatus variant={{ sku: 'SQ-TIR-5070', qtyInStock: 4 }} />);
    const status = screen.container.querySelector('[data-stock]');
    expect(status?.textContent).toBe('Plus que 4 en stock');
    expect(status?.getAttribute('data-stock')).toBe('low');
  });

  it('says « Plus qu’un exemplaire en stock » for the last one', async () => {
    const screen = await render(<StockStatus variant={{ qtyInStock: 1 }} />);
    const status = screen.container.querySelector('[data-stock]');
    expect(status?.textContent).toBe('Plus qu’un exemplaire en stock');
    expect(status?.getAttribute('data-stock')).toBe('low');
  });

  it('says « Épuisé » at 0, as plain text, not a live region', async () => {
    const screen = await render(<StockStatus variant={{ qtyInStock: 0 }} />);
    const status = screen.container.querySelector('[data-stock]');
    expect(status?.textContent).toBe('Épuisé');
    expect(status?.getAttribute('data-stock')).toBe('sold-out');
    expect(status?.hasAttribute('role')).toBe(false);
    expect(status?.hasAttribute('aria-live')).toBe(false);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows nothing for an unlimited variant, unless asked to', async () => {
    const hidden = await render(<StockStatus variant={{ unlimited: true }} />);
    expect(hidden.container.innerHTML).toBe('');
    const shown = await render(<StockStatus variant={{ unlimited: true }} showUnlimited />);
    const status = shown.container.querySelector('[data-stock]');
    expect(status?.textContent).toBe('En stock');
    expect(status?.getAttribute('data-stock')).toBe('unlimited');
  });

  it('shows nothing without a variant', async () => {
    const screen = await render(<StockStatus variant={undefined} />);
    expect(screen.container.innerHTML).toBe('');
  });
});
