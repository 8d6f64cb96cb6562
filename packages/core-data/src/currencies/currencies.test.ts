import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_STORE_CURRENCY, getCurrency } from './currencies';
import {
  CURRENCY_CODES,
  CURRENCY_FRACTION_DIGITS,
  isCurrencyCode,
} from './currency-fraction-digits';

// Spec 001 section 3: the 27 dictionary names, in dictionary order.
const DICTIONARY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
];

describe('CURRENCIES (spec 000 section 3, spec 001 sections 3 and 9)', () => {
  it('lists 26 formatter currencies', () => {
    expect(CURRENCIES).toHaveLength(26);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(26);
  });

  it('is the dictionary list without RUB, in dictionary order', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(DICTIONARY_CODES.filter((c) => c !== 'RUB'));
    expect(getCurrency('RUB')).toBeUndefined();
  });

  it('includes EUR, USD, GBP and JPY', () => {
    for (const code of ['EUR', 'USD', 'GBP', 'JPY']) expect(getCurrency(code)?.code).toBe(code);
  });

  it('gives JPY 0 fraction digits and the others 2', () => {
    for (const currency of CURRENCIES) {
      expect(currency.fractionDigits).toBe(currency.code === 'JPY' ? 0 : 2);
    }
  });

  it('agrees with the fraction-digits table used by formatMoney', () => {
    expect(CURRENCY_CODES).toEqual(CURRENCIES.map((c) => c.code));
    for (const currency of CURRENCIES) {
      expect(CURRENCY_FRACTION_DIGITS[currency.code]).toBe(currency.fractionDigits);
    }
  });

  it('carries every field with ISO 4217 numeric codes as three-digit strings', () => {
    for (const currency of CURRENCIES) {
      expect(Object.keys(currency).sort()).toEqual([
        'code',
        'fractionDigits',
        'name',
        'numericCode',
      ]);
      expect(currency.numericCode).toMatch(/^\d{3}$/);
      expect(currency.name.length).toBeGreaterThan(0);
    }
    expect(new Set(CURRENCIES.map((c) => c.numericCode)).size).toBe(26);
  });

  it('has the ISO 4217 numeric codes', () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c.code, c.numericCode]))).toEqual({
      EUR: '978',
      USD: '840',
      AUD: '036',
      NOK: '578',
      CAD: '124',
      NZD: '554',
      DKK: '208',
      GBP: '826',
      HKD: '344',
      CHF: '756',
      MXN: '484',
      SGD: '702',
      SEK: '752',
      CZK: '203',
      ILS: '376',
      PHP: '608',
      PLN: '985',
      THB: '764',
      MYR: '458',
      ARS: '032',
      BRL: '986',
      COP: '170',
      IDR: '360',
      INR: '356',
      JPY: '392',
      ZAR: '710',
    });
  });

  it('uses the English dictionary names', () => {
    expect(getCurrency('EUR')?.name).toBe('Euro');
    expect(getCurrency('USD')?.name).toBe('US dollar');
    expect(getCurrency('GBP')?.name).toBe('pound sterling');
    expect(getCurrency('JPY')?.name).toBe('yen');
    expect(getCurrency('ZAR')?.name).toBe('South African rand');
  });
});

describe('DEFAULT_STORE_CURRENCY (spec 000 section 3)', () => {
  it('is USD', () => {
    expect(DEFAULT_STORE_CURRENCY).toBe('USD');
    expect(getCurrency(DEFAULT_STORE_CURRENCY)?.name).toBe('US dollar');
  });
});

describe('getCurrency / isCurrencyCode', () => {
  it('is case-sensitive and rejects unknown codes and prototype keys', () => {
    expect(getCurrency('eur')).toBeUndefined();
    expect(getCurrency('XXX')).toBeUndefined();
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('RUB')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode('__proto__')).toBe(false);
    expect(isCurrencyCode(978)).toBe(false);
  });
});
