import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '@vitrine/ui/tokens.css';
import '../styles/quantity-field.css';
import { QuantityField } from './quantity-field';

/** A line whose quantity follows what it commits, like a cart store's optimistic quantity. */
function Line({ max, onCommit }: { max?: number; onCommit: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(2);
  return (
    <QuantityField
      label="Quantité de Bol en grès émaillé"
      quantity={quantity}
      max={max}
      delayMs={400}
      onCommit={(next) => {
        onCommit(next);
        setQuantity(next);
      }}
    />
  );
}

const field = () => page.getByRole('spinbutton', { name: 'Quantité de Bol en grès émaillé' });

describe('QuantityField: typed quantities as one update, bounded by stock', () => {
  it('sends « 12 » typed in one go as one update, after the pause', async () => {
    const onCommit = vi.fn();
    await render(<Line max={20} onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '12');
    await expect.poll(() => onCommit.mock.calls).toEqual([[12]]);
    await expect.element(field()).toHaveValue(12);
  });

  it('waits while the field is empty: a pause after clearing neither refuses nor brings the old quantity back', async () => {
    const onCommit = vi.fn();
    await render(<Line max={20} onCommit={onCommit} />);
    await userEvent.clear(field());
    // Longer than the pause before sending (400 ms), as a shopper reaching for the keys.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect.element(field()).toHaveValue(null);
    expect(page.getByText('Saisissez un nombre entier de 0 à 20.').query()).toBeNull();
    await userEvent.type(field(), '12');
    await expect.poll(() => onCommit.mock.calls).toEqual([[12]]);
    await expect.element(field()).toHaveValue(12);
  });

  it('refuses « 150 » over a stock of 20 with a French message and shows the last good quantity', async () => {
    const onCommit = vi.fn();
    await render(<Line max={20} onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '150');
    await expect
      .element(
        page.getByText('Il ne reste que 20 exemplaires de cet article. La quantité reste à 2.'),
      )
      .toBeVisible();
    await expect.element(field()).toHaveValue(2);
    // The field holds a good quantity again: the message says why, nothing marks it invalid.
    await expect.element(field()).not.toHaveAttribute('aria-invalid');
    await expect
      .element(field())
      .toHaveAccessibleDescription(
        'Il ne reste que 20 exemplaires de cet article. La quantité reste à 2.',
      );
    expect(onCommit).not.toHaveBeenCalled();
    const { violations } = await axe.run(field().element().parentElement as Element);
    expect(violations).toEqual([]);
  });

  it('sends at once on Enter, and 0 as 0 (the cart asks before removing)', async () => {
    const onCommit = vi.fn();
    await render(<Line onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '0{Enter}');
    expect(onCommit.mock.calls).toEqual([[0]]);
  });

  it('says so when the field is left empty, and that the quantity stays', async () => {
    const onCommit = vi.fn();
    await render(<Line max={12} onCommit={onCommit} />);
    await userEvent.clear(field());
    await userEvent.tab();
    await expect
      .element(page.getByText('Saisissez un nombre entier de 0 à 12. La quantité reste à 2.'))
      .toBeVisible();
    await expect.element(field()).toHaveValue(2);
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('QuantityField with @vitrine/commerce/styles.css', () => {
  it('is a box a finger can hit, and shows a refusal in the danger colour under the field, not on it', async () => {
    await render(<Line max={5} onCommit={vi.fn()} />);
    const input = field().element() as HTMLInputElement;
    expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const message = page.getByRole('status').element() as HTMLElement;
    // Rendered while empty: a live region hidden until it fills may not be announced.
    expect(getComputedStyle(message).display).not.toBe('none');
    await userEvent.clear(field());
    await userEvent.type(field(), '9{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent(/5/);
    expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
    expect(getComputedStyle(message).color).toBe('rgb(185, 28, 28)');
    // The field holds the last good quantity again: its border is the neutral one, not red.
    await expect.element(field()).toHaveValue(2);
    expect(getComputedStyle(input).borderTopColor).toBe('rgb(138, 138, 147)');
  });
});
