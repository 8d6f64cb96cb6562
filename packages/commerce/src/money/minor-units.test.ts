import { CURRENCIES } from '@vitrine/core-data/currencies';
import { describe, expect, it } from 'vitest';
import { moneyFromMinorUnits } from './minor-units';

describe('moneyFromMinorUnits (spec 000 §3 cents fields)', () => {
  it('writes cents as an exact decimal for two-digit currencies', () => {
    expect(moneyFromMinorUnits(123450, 'EUR')).toEqual({ amount: '1234.50', currencyCode: 'EUR' });
    expect(moneyFromMinorUnits(5, 'EUR')).toEqual({ amount: '0.05', currencyCode: 'EUR' });
    expect(moneyFromMinorUnits(0, 'USD')).toEqual({ amount: '0.00', currencyCode: 'USD' });
    expect(moneyFromMinorUnits(-1999, 'GBP')).toEqual({ amount: '-19.99', currencyCode: 'GBP' });
  });

  it('keeps the largest product price exact (100,000,000 cents, spec 000 §5)', () => {
    expect(moneyFromMinorUnits(100_000_000, 'EUR').amount).toBe('1000000.00');
    expect(moneyFromMinorUnits(Number.MAX_SAFE_INTEGER, 'USD').amount).toBe('90071992547409.91');
  });

  it('uses no decimals for JPY, which has 0 fraction digits (spec 000 §3)', () => {
    expect(moneyFromMinorUnits(1500, 'JPY')).toEqual({ amount: '1500', currencyCode: 'JPY' });
  });

  it('follows the fraction digits of each of the 26 currencies', () => {
    for (const currency of CURRENCIES) {
      const { amount } = moneyFromMinorUnits(1234, currency.code);
      expect(amount).toBe(currency.fractionDigits === 0 ? '1234' : '12.34');
    }
  });

  it('throws a TypeError for amounts that are not integers and unknown currencies', () => {
    expect(() => moneyFromMinorUnits(12.5, 'EUR')).toThrow(TypeError);
    expect(() => moneyFromMinorUnits(Number.NaN, 'EUR')).toThrow(TypeError);
    expect(() => moneyFromMinorUnits(100, 'XYZ' as never)).toThrow(TypeError);
  });
});
