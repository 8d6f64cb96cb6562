import { compileMessages } from '@vitrine/i18n-fr/compile';
import { TranslatorProvider } from '@vitrine/ui/translator';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createCartStore } from '../cart-store/cart-store';
import { linkCartSummary } from '../cart-store/link-cart-summary';
import { CartSummary } from './cart-summary';
import { createCartSummaryStore } from './cart-summary-store';

const NBSP = '\u00a0';

describe('<CartSummary> (spec 000 §3 "Cart summary")', () => {
  it('starts uninitialised, named Panier, without a count', async () => {
    const summary = createCartSummaryStore();
    const screen = await render(<CartSummary source={summary} />);
    const link = screen.getByRole('link', { name: 'Panier' });
    await expect.element(link).toHaveAttribute('data-state', 'uninitialised');
    await expect.element(link).toHaveAttribute('href', '/cart');
    expect(screen.container.querySelector('[data-part="quantity"]')).toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('is initialised by the first sync and says Un article dans le panier', async () => {
    const summary = createCartSummaryStore();
    const screen = await render(<CartSummary source={summary} />);
    summary.sync({ items: 1, subtotal: `12,00${NBSP}€` });
    const link = screen.getByRole('link', { name: `Un article dans le panier 12,00${NBSP}€` });
    await expect.element(link).toHaveAttribute('data-state', 'initialised');
    await expect.element(link.getByText('1', { exact: true })).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('says 99 articles dans le panier at 99', async () => {
    const screen = await render(<CartSummary items={99} subtotal={`1 188,00${NBSP}€`} />);
    const link = screen.getByRole('link', { name: /^99 articles dans le panier/ });
    await expect.element(link).toBeVisible();
    expect(screen.container.querySelector('[data-part="quantity"]')?.textContent).toBe('99');
  });

  it('caps the display at 100+ above 100 and says Plus de 100 articles dans le panier', async () => {
    const screen = await render(<CartSummary items={150} subtotal={`1 800,00${NBSP}€`} />);
    const link = screen.getByRole('link', { name: /^Plus de 100 articles dans le panier/ });
    await expect.element(link).toHaveAttribute('data-over-cap', '');
    expect(screen.container.querySelector('[data-part="quantity"]')?.textContent).toBe('100+');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('marks an empty cart', async () => {
    const screen = await render(<CartSummary items={0} subtotal={`0,00${NBSP}€`} href="/panier" />);
    const link = screen.getByRole('link', { name: /^Aucun article dans le panier/ });
    await expect.element(link).toHaveAttribute('data-empty', '');
    await expect.element(link).toHaveAttribute('href', '/panier');
  });

  it('follows the site wording of a TranslatorProvider, before and after the first sync', async () => {
    const overrides = compileMessages({
      'cartSummary.title': 'Mon sac',
      'cartSummary.itemsOne': 'Un produit',
      'cartSummary.itemsOther': '{count} produits',
      'cartSummary.itemsOverCap': 'Plus de {cap} produits',
    });
    const summary = createCartSummaryStore();
    const screen = await render(
      <TranslatorProvider overrides={overrides}>
        <CartSummary source={summary} />
        <CartSummary items={150} subtotal={`1 800,00${NBSP}€`} />
      </TranslatorProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Mon sac' }))
      .toHaveAttribute('data-state', 'uninitialised');
    await expect.element(screen.getByRole('link', { name: /^Plus de 100 produits/ })).toBeVisible();
    summary.sync({ items: 1, subtotal: `12,00${NBSP}€` });
    await expect
      .element(screen.getByRole('link', { name: `Un produit 12,00${NBSP}€` }))
      .toBeVisible();
    summary.sync({ items: 3, subtotal: `36,00${NBSP}€` });
    await expect
      .element(screen.getByRole('link', { name: `3 produits 36,00${NBSP}€` }))
      .toBeVisible();
  });

  it('follows a cart store that other code syncs', async () => {
    const cartStore = createCartStore({ updateQuantity: vi.fn(), confirmRemoval: vi.fn() });
    const summary = createCartSummaryStore();
    linkCartSummary(cartStore, summary, { currencyCode: 'EUR' });
    const screen = await render(<CartSummary source={summary} />);
    await expect
      .element(screen.getByRole('link', { name: 'Panier' }))
      .toHaveAttribute('data-state', 'uninitialised');
    cartStore.sync({
      id: 'cart-1',
      entries: [{ id: 'mug', itemId: 'item-mug', quantity: 3 }],
      subtotalCents: 3600,
      totalQuantity: 3,
    });
    await expect
      .element(screen.getByRole('link', { name: `3 articles dans le panier 36,00${NBSP}€` }))
      .toHaveAttribute('data-state', 'initialised');
  });
});
