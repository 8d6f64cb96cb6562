import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ProductPrice } from './product-price';

const NBSP = '\u00a0';

describe('<ProductPrice> (spec 000 §3 "Product" and "Variant")', () => {
  it('shows a regular price', async () => {
    const screen = await render(
      <ProductPrice
        currencyCode="EUR"
        product={{ productType: 'PHYSICAL', variants: [{ price: 1200 }] }}
      />,
    );
    const price = screen.container.querySelector('.vitrine-product-price');
    expect(price?.getAttribute('data-kind')).toBe('regular');
    expect(price?.textContent).toBe(`12,00${NBSP}€`);
  });

  it('strikes the old price through and names both prices for screen readers', async () => {
    const screen = await render(
      <ProductPrice
        currencyCode="EUR"
        product={{
          productType: 'DIGITAL',
          priceCents: 2000,
          salePriceCents: 1500,
          onSale: true,
        }}
      />,
    );
    const original = screen.container.querySelector('del');
    expect(original?.textContent).toBe(`Prix initial 20,00${NBSP}€`);
    expect(screen.container.querySelector('ins')?.textContent).toBe(
      `Prix promotionnel 15,00${NBSP}€`,
    );
    await expect.element(screen.getByText('En promotion')).toBeVisible();
    // The labels are visually hidden (clipped to 1 px), not removed: screen readers say them.
    const label = original?.querySelector('span');
    expect(label?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it("shows 'À partir de' across variants, and sold out", async () => {
    const screen = await render(
      <ProductPrice
        currencyCode="EUR"
        product={{
          productType: 'PHYSICAL',
          variants: [
            { price: 1500, qtyInStock: 0 },
            { price: 1200, qtyInStock: 0 },
          ],
        }}
      />,
    );
    await expect.element(screen.getByText(`À partir de 12,00${NBSP}€`)).toBeVisible();
    await expect.element(screen.getByText('Épuisé')).toBeVisible();
    expect(screen.container.querySelector('[data-sold-out]')).not.toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('says no variant is available for broken data, without crashing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <ProductPrice product={{ productType: 'PHYSICAL', variants: [{ price: -1 }] }} />,
    );
    await expect.element(screen.getByText('Aucune variante disponible.')).toBeVisible();
    vi.restoreAllMocks();
  });
});
