import { describe, expect, it } from 'vitest';
import { cartSummary } from '../catalogue/cart-summary';
import { commerce } from '../catalogue/commerce';
import { cartItemsLabel } from './cart-items-label';
import { cartSummaryItemsLabel } from './cart-summary-items-label';
import { compileMessages } from './compile-messages';
import { createSimpleTranslator } from './create-simple-translator';
import { createTranslator } from './create-translator';
import type { TranslationError } from './translation-error';

const errors: TranslationError[] = [];
const t = createSimpleTranslator(compileMessages(cartSummary), {
  onError: (error) => errors.push(error),
});

describe('cartSummaryItemsLabel (spec 000 §3, cart summary spoken labels)', () => {
  it.each([
    [0, 'Aucun article dans le panier'],
    [1, 'Un article dans le panier'],
    [2, '2 articles dans le panier'],
    [99, '99 articles dans le panier'],
    [100, '100 articles dans le panier'],
    [101, 'Plus de 100 articles dans le panier'],
    [150, 'Plus de 100 articles dans le panier'],
  ])('%i item(s) → %s', (count, label) => {
    expect(cartSummaryItemsLabel(t, count)).toBe(label);
    expect(errors).toEqual([]);
  });

  it('says what cartItemsLabel says over the commerce catalogue, for 0 to 150', () => {
    const full = createTranslator(compileMessages(commerce));
    for (let count = 0; count <= 150; count += 1) {
      expect(cartSummaryItemsLabel(t, count), String(count)).toBe(cartItemsLabel(full, count));
    }
  });

  it('treats bad counts as an empty cart and drops fractions', () => {
    expect(cartSummaryItemsLabel(t, -3)).toBe('Aucun article dans le panier');
    expect(cartSummaryItemsLabel(t, Number.NaN)).toBe('Aucun article dans le panier');
    expect(cartSummaryItemsLabel(t, Number.POSITIVE_INFINITY)).toBe('Aucun article dans le panier');
    expect(cartSummaryItemsLabel(t, 1.7)).toBe('Un article dans le panier');
    expect(cartSummaryItemsLabel(t, 2.7)).toBe('2 articles dans le panier');
  });

  it('picks one or other by the translator locale’s plural rules, fr-FR without one', () => {
    const keys: string[] = [];
    const record = (key: string, values?: object) => {
      keys.push(`${key} ${JSON.stringify(values)}`);
      return key;
    };
    cartSummaryItemsLabel(record, 1);
    cartSummaryItemsLabel(record, 21);
    cartSummaryItemsLabel(Object.assign(record, { locale: 'ru-RU' }), 21);
    expect(keys).toEqual([
      'cartSummary.itemsOne {"count":1}',
      'cartSummary.itemsOther {"count":21}',
      'cartSummary.itemsOne {"count":21}',
    ]);
  });

  it('follows a site override', () => {
    const custom = createSimpleTranslator(compileMessages(cartSummary), {
      overrides: compileMessages({
        'cartSummary.itemsOverCap': '{cap}+ articles',
        'cartSummary.itemsOther': '{count} produits',
      }),
    });
    expect(cartSummaryItemsLabel(custom, 500)).toBe('100+ articles');
    expect(cartSummaryItemsLabel(custom, 3)).toBe('3 produits');
  });
});
