import { describe, expect, it } from 'vitest';
import { compileMessages } from '../core/compile-messages';
import { formatSimpleMessage } from '../core/format-simple-message';
import { cartSummary } from './cart-summary';
import { commerce } from './commerce';

describe('the cartSummary catalogue', () => {
  it('holds only literal text and plain arguments, so the simple translator formats it all', () => {
    for (const [key, message] of Object.entries(compileMessages(cartSummary))) {
      if (typeof message === 'string') continue;
      const result = formatSimpleMessage(message, { count: 2, cap: 100 });
      expect(result.ok, key).toBe(true);
    }
  });

  it('names the indicator Panier before the first sync, as commerce.cart.title does', () => {
    expect(cartSummary['cartSummary.title']).toBe('Panier');
    expect(cartSummary['cartSummary.title']).toBe(commerce['commerce.cart.title']);
  });
});
