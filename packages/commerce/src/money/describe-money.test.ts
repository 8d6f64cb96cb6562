import { CURRENCIES } from '@vitrine/core-data/currencies';
import { formatMoney } from '@vitrine/core-data/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeMoney } from './describe-money';

// French groups thousands with a narrow no-break space and puts the currency after a no-break space.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('describeMoney in French (spec 000 §3 "Money value" and "Currency")', () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats 1234.50 EUR as '1 234,50 €'", () => {
    const money = describeMoney({ amount: '1234.50', currencyCode: 'EUR' });
    expect(money.ok && money.text).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('formats every one of the 26 currencies in French, JPY with 0 decimals', () => {
    expect(CURRENCIES).toHaveLength(26);
    for (const currency of CURRENCIES) {
      const money = describeMoney({ cents: 123450, currencyCode: currency.code });
      if (!money.ok) throw money.error;
      const number = currency.fractionDigits === 0 ? `123${NNBSP}450` : `1${NNBSP}234,50`;
      // The number first, then the symbol or code: French order, never '$1,234.50'.
      expect(money.text.startsWith(`${number}${NBSP}`), `${currency.code}: ${money.text}`).toBe(
        true,
      );
      expect(money.text).not.toMatch(/\d\.\d/);
      expect(money.parts.some((part) => part.type === 'currency')).toBe(true);
      const amount = currency.fractionDigits === 0 ? '123450' : '1234.50';
      expect(money.text).toBe(formatMoney({ amount, currencyCode: currency.code }, 'fr-FR'));
    }
  });

  it('shows yen as whole numbers: 1500 JPY is 1 500 JPY', () => {
    const money = describeMoney({ amount: 1500, currencyCode: 'JPY' });
    expect(money.ok && money.text).toBe(`1${NNBSP}500${NBSP}JPY`);
    expect(money.ok && money.parts.some((part) => part.type === 'decimal')).toBe(false);
  });

  it('names US dollars and pounds the French way', () => {
    const usd = describeMoney({ cents: 1999, currencyCode: 'USD' });
    const gbp = describeMoney({ cents: 1999, currencyCode: 'GBP' });
    expect(usd.ok && usd.text).toBe(`19,99${NBSP}$US`);
    expect(gbp.ok && gbp.text).toBe(`19,99${NBSP}£GB`);
  });

  it('marks negative amounts', () => {
    const money = describeMoney({ cents: -500, currencyCode: 'EUR' });
    expect(money.ok && money.negative).toBe(true);
    expect(money.ok && money.text).toBe(`-5,00${NBSP}€`);
  });

  it('refuses what is not money with an error value and a console error, never a throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of [
      null,
      undefined,
      12,
      { amount: 'douze', currencyCode: 'EUR' },
      { cents: 1.5, currencyCode: 'EUR' },
      { amount: '1', currencyCode: 'XXX' },
    ]) {
      const money = describeMoney(bad as never);
      expect(money).toMatchObject({ ok: false, text: '', parts: [] });
    }
    expect(error).toHaveBeenCalledTimes(6);
  });
});
