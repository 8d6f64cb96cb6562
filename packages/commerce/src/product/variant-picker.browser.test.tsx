import type { Product } from '@vitrine/core-data/schemas/product';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { printProduct } from './print-fixture';
import { VariantPicker } from './variant-picker';

// The demo's print: two formats, both on sale.
const print = printProduct();

describe('<VariantPicker> (spec 000 §3 "Variant")', () => {
  it('labels each select with its option name and starts on the first format in stock', async () => {
    const screen = await render(<VariantPicker product={print} />);
    const format = screen.getByLabelText('Format');
    await expect.element(format).toHaveValue('30 × 40 cm');
    expect(screen.container.querySelectorAll('select')).toHaveLength(1);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('chooses « 50 × 70 cm » with the keyboard and reports that variant', async () => {
    const onVariantChange = vi.fn();
    const screen = await render(
      <VariantPicker product={print} onVariantChange={onVariantChange} />,
    );
    const format = screen.getByLabelText('Format');
    await userEvent.tab();
    await expect.element(format).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(format).toHaveValue('50 × 70 cm');
    expect(onVariantChange).toHaveBeenCalledTimes(1);
    expect(onVariantChange).toHaveBeenLastCalledWith(print.variants?.[1]);
  });

  it('lists a sold-out value with « (épuisé) », still choosable', async () => {
    const soldOut: Product = {
      ...print,
      variants: [print.variants?.[0] ?? {}, { ...print.variants?.[1], qtyInStock: 0 }],
    };
    const onVariantChange = vi.fn();
    const screen = await render(
      <VariantPicker product={soldOut} onVariantChange={onVariantChange} />,
    );
    const options = [...screen.container.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['30 × 40 cm', '50 × 70 cm (épuisé)']);
    await userEvent.selectOptions(screen.getByLabelText('Format'), '50 × 70 cm');
    expect(onVariantChange).toHaveBeenLastCalledWith(soldOut.variants?.[1]);
    expect(
      screen.container.querySelector('.vitrine-variant-picker')?.hasAttribute('data-sold-out'),
    ).toBe(true);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('follows a controlled selection', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <VariantPicker
        product={print}
        selection={{ Format: '50 × 70 cm' }}
        onSelectionChange={onSelectionChange}
      />,
    );
    const format = screen.getByLabelText('Format');
    await expect.element(format).toHaveValue('50 × 70 cm');
    await userEvent.selectOptions(format, '30 × 40 cm');
    expect(onSelectionChange).toHaveBeenCalledWith({ Format: '30 × 40 cm' });
    // Controlled: the value stays until the parent passes the new selection.
    await expect.element(format).toHaveValue('50 × 70 cm');
  });

  it('gives several variants without options one « Variante » select, by SKU', async () => {
    const screen = await render(
      <VariantPicker
        product={{
          productType: 'GIFT_CARD',
          variants: [
            { sku: 'CADEAU-25', price: 2500, unlimited: true },
            { sku: 'CADEAU-50', price: 5000, unlimited: true },
          ],
        }}
      />,
    );
    const select = screen.getByLabelText('Variante');
    await expect.element(select).toHaveValue('CADEAU-25');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('renders nothing for one variant without options', async () => {
    const screen = await render(
      <VariantPicker product={{ productType: 'PHYSICAL', variants: [{ sku: 'MUG-01' }] }} />,
    );
    expect(screen.container.innerHTML).toBe('');
  });

  it('says « Aucune variante disponible. » without a valid variant (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <VariantPicker product={{ productType: 'PHYSICAL', variants: [null] } as never} />,
    );
    await expect.element(screen.getByText('Aucune variante disponible.')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
