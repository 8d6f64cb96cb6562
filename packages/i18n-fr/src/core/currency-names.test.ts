import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyName, currencyNames, isCurrencyCode } from './currency-names';

describe('currency names (spec 001 §3, 27 names)', () => {
  it('names the 27 dictionary currencies in the spec order', () => {
    expect(CURRENCY_CODES).toEqual(
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR'.split(
        ' ',
      ),
    );
    expect(Object.keys(currencyNames)).toEqual([...CURRENCY_CODES]);
  });

  it('gives French names', () => {
    expect(currencyNames.EUR).toBe('Euro');
    expect(currencyNames.USD).toBe('Dollar américain');
    expect(currencyNames.GBP).toBe('Livre sterling');
    expect(currencyNames.CHF).toBe('Franc suisse');
    expect(currencyNames.JPY).toBe('Yen');
    expect(currencyNames.ZAR).toBe('Rand sud-africain');
  });

  it('agrees with the CLDR French names except for the three shortened ones', () => {
    const cldr = new Intl.DisplayNames('fr', { type: 'currency' });
    const shortened = new Set(['USD', 'JPY', 'ILS']);
    for (const code of CURRENCY_CODES) {
      if (shortened.has(code)) continue;
      expect(currencyNames[code].toLowerCase(), code).toBe(cldr.of(code)?.toLowerCase());
    }
  });

  it('looks names up safely', () => {
    expect(isCurrencyCode('SEK')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(currencyName('BRL')).toBe('Réal brésilien');
    expect(currencyName('XYZ')).toBeUndefined();
  });
});
