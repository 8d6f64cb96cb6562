import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemberPricingToggle } from './member-pricing-toggle';

const NBSP = '\u00a0';
const prices = {
  memberPrice: { cents: 900, currencyCode: 'EUR' },
  regularPrice: { cents: 1200, currencyCode: 'EUR' },
} as const;

describe('<MemberPricingToggle> (spec 000 §4 "Member pricing toggle")', () => {
  it('starts on the regular price with the join button hidden', async () => {
    const screen = await render(<MemberPricingToggle {...prices} joinHref="/adhesion" />);
    await expect
      .element(screen.getByRole('button', { name: 'Prix standard' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Prix membre' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByText(`12,00${NBSP}€`)).toBeVisible();
    expect(screen.container.querySelector('[data-part="join"]')?.hasAttribute('hidden')).toBe(true);
    await expect.element(screen.getByRole('group', { name: 'Choix du tarif' })).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('swaps the pressed state, the price and the join button with the keyboard', async () => {
    const onSelectedChange = vi.fn();
    const screen = await render(
      <MemberPricingToggle {...prices} joinHref="/adhesion" onSelectedChange={onSelectedChange} />,
    );
    const member = screen.getByRole('button', { name: 'Prix membre' });
    const regular = screen.getByRole('button', { name: 'Prix standard' });
    await userEvent.tab();
    await expect.element(member).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(member).toHaveAttribute('aria-pressed', 'true');
    await expect.element(regular).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByText(`9,00${NBSP}€`)).toBeVisible();
    // Whom the price is for, in the announced price: a visitor does not expect to pay it unjoined.
    await expect.element(screen.getByText('Tarif réservé aux membres.')).toBeVisible();
    expect(screen.container.querySelector('[data-part="price"]')?.textContent).toBe(
      `9,00${NBSP}€ Tarif réservé aux membres.`,
    );
    await expect.element(screen.getByRole('link', { name: 'Devenir membre' })).toBeVisible();
    expect(onSelectedChange).toHaveBeenLastCalledWith('member');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);

    await userEvent.tab();
    await expect.element(regular).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(regular).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByText(`12,00${NBSP}€`)).toBeVisible();
    expect(screen.container.querySelector('[data-part="join"]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getByText('Tarif réservé aux membres.').query()).toBeNull();
    expect(onSelectedChange).toHaveBeenLastCalledWith('regular');
  });

  it('announces the new price politely', async () => {
    const screen = await render(<MemberPricingToggle {...prices} />);
    expect(screen.container.querySelector('[data-part="price"]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it('follows a controlled selection and calls onJoin from the join button', async () => {
    const onJoin = vi.fn();
    const onSelectedChange = vi.fn();
    const screen = await render(
      <MemberPricingToggle
        {...prices}
        selected="member"
        onSelectedChange={onSelectedChange}
        onJoin={onJoin}
      />,
    );
    await screen.getByRole('button', { name: 'Prix standard' }).click();
    expect(onSelectedChange).toHaveBeenCalledWith('regular');
    await expect
      .element(screen.getByRole('button', { name: 'Prix membre' }))
      .toHaveAttribute('aria-pressed', 'true');
    await screen.getByRole('button', { name: 'Devenir membre' }).click();
    expect(onJoin).toHaveBeenCalledOnce();
  });
});
