import { describe, expect, it } from 'vitest';
import { commerce } from '../catalogue/commerce';
import { CART_QUANTITY_CAP, cartItemsLabel } from './cart-items-label';
import { compileMessages } from './compile-messages';
import { createTranslator } from './create-translator';

const t = createTranslator(compileMessages(commerce));

describe('cartItemsLabel (spec 000 §3, cart summary spoken labels)', () => {
  it('caps at 100', () => {
    expect(CART_QUANTITY_CAP).toBe(100);
  });

  it.each([
    [0, 'Aucun article dans le panier'],
    [1, 'Un article dans le panier'],
    [2, '2 articles dans le panier'],
    [99, '99 articles dans le panier'],
    [100, '100 articles dans le panier'],
    [101, 'Plus de 100 articles dans le panier'],
    [150, 'Plus de 100 articles dans le panier'],
  ])('%i item(s) → %s', (count, label) => {
    expect(cartItemsLabel(t, count)).toBe(label);
  });

  it('treats bad counts as an empty cart and drops fractions', () => {
    expect(cartItemsLabel(t, -3)).toBe('Aucun article dans le panier');
    expect(cartItemsLabel(t, Number.NaN)).toBe('Aucun article dans le panier');
    expect(cartItemsLabel(t, Number.POSITIVE_INFINITY)).toBe('Aucun article dans le panier');
    expect(cartItemsLabel(t, 2.7)).toBe('2 articles dans le panier');
  });

  it('follows a site override', () => {
    const custom = createTranslator(compileMessages(commerce), {
      overrides: compileMessages({ 'commerce.cart.itemsLabelOverCap': '{cap}+ articles' }),
    });
    expect(cartItemsLabel(custom, 500)).toBe('100+ articles');
  });
});
