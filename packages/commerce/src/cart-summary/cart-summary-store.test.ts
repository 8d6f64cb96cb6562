import { cartSummary, cartSummaryItemsLabel } from '@vitrine/i18n-fr/cart-summary';
import { createSimpleTranslator } from '@vitrine/i18n-fr/format-simple';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_QUANTITY_CAP, cartQuantityDisplay } from './cart-quantity-display';
import { createCartSummaryStore, UNINITIALISED_CART_SUMMARY } from './cart-summary-store';

const t = createSimpleTranslator(cartSummary);

describe('cart summary (spec 000 §3 "Cart summary")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts uninitialised and is initialised on the first sync', () => {
    const summary = createCartSummaryStore();
    expect(summary.getSnapshot()).toBe(UNINITIALISED_CART_SUMMARY);
    expect(summary.getSnapshot().initialised).toBe(false);
    const listener = vi.fn();
    summary.subscribe(listener);
    summary.sync({ items: 0, subtotal: '0,00 €' });
    expect(summary.getSnapshot()).toEqual({ initialised: true, items: 0, subtotal: '0,00 €' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tells subscribers only when the items or subtotal change', () => {
    const summary = createCartSummaryStore({ items: 2, subtotal: '24,00 €' });
    const listener = vi.fn();
    const unsubscribe = summary.subscribe(listener);
    summary.sync({ items: 2, subtotal: '24,00 €' });
    expect(listener).not.toHaveBeenCalled();
    summary.sync({ items: 3, subtotal: '36,00 €' });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    summary.sync({ items: 4, subtotal: '48,00 €' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('replaces bad data by 0 items and no subtotal, with warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const summary = createCartSummaryStore();
    summary.sync({ items: -2, subtotal: 12 as never });
    expect(summary.getSnapshot()).toEqual({ initialised: true, items: 0, subtotal: '' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('caps the quantity display at 100 and shows 100+ above it (spec 000 §9)', () => {
    expect(CART_QUANTITY_CAP).toBe(100);
    expect(cartQuantityDisplay(0)).toBe('0');
    expect(cartQuantityDisplay(1)).toBe('1');
    expect(cartQuantityDisplay(99)).toBe('99');
    expect(cartQuantityDisplay(100)).toBe('100');
    expect(cartQuantityDisplay(101)).toBe('100+');
    expect(cartQuantityDisplay(150)).toBe('100+');
    expect(cartQuantityDisplay(Number.NaN)).toBe('0');
  });

  it('has the three spoken labels in French, formatted by the simple translator', () => {
    expect(cartSummaryItemsLabel(t, 1)).toBe('Un article dans le panier');
    expect(cartSummaryItemsLabel(t, 99)).toBe('99 articles dans le panier');
    expect(cartSummaryItemsLabel(t, 150)).toBe('Plus de 100 articles dans le panier');
  });
});
