import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, readQuantityDraft } from './quantity-draft';

describe('readQuantityDraft (spec 000 §5: 0 removes after confirmation; §9: cap 100)', () => {
  it('reads whole numbers from 0 to the stock', () => {
    expect(readQuantityDraft('3', 12)).toEqual({ ok: true, quantity: 3 });
    expect(readQuantityDraft(' 12 ', 12)).toEqual({ ok: true, quantity: 12 });
    expect(readQuantityDraft('0', 12)).toEqual({ ok: true, quantity: 0 });
  });

  it('refuses more than the stock, saying the stock', () => {
    expect(readQuantityDraft('150', 20)).toEqual({ ok: false, reason: 'over-stock', max: 20 });
    expect(readQuantityDraft('13', 12)).toEqual({ ok: false, reason: 'over-stock', max: 12 });
  });

  it('never goes above 100, the cart cap, even with more in stock or no stock given', () => {
    expect(MAX_LINE_QUANTITY).toBe(100);
    expect(readQuantityDraft('101')).toEqual({ ok: false, reason: 'over-stock', max: 100 });
    expect(readQuantityDraft('101', 5000)).toEqual({ ok: false, reason: 'over-stock', max: 100 });
    expect(readQuantityDraft('100', Number.NaN)).toEqual({ ok: true, quantity: 100 });
    expect(readQuantityDraft('100', -1)).toEqual({ ok: true, quantity: 100 });
  });

  it.each(['', '  ', '-1', '2.5', '2,5', '1e3', 'deux', '+3', '9999999999'])(
    'refuses %j as not a quantity',
    (text) => {
      expect(readQuantityDraft(text, 12)).toEqual({ ok: false, reason: 'not-a-quantity' });
    },
  );
});
