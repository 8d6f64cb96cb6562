import type { CurrencyCode } from './currency-fraction-digits';

/** A currency of the formatter (spec 000 section 3: code, name, fractionDigits, numericCode). */
export interface Currency {
  readonly code: CurrencyCode;
  /** English name, as the dictionary gives it (spec 001 section 3). */
  readonly name: string;
  readonly fractionDigits: 0 | 2;
  /** ISO 4217 numeric code as its canonical three-digit string (AUD is '036'). */
  readonly numericCode: string;
}

/** Default store currency, storeSettings selectedCurrency (spec 000 section 3). */
export const DEFAULT_STORE_CURRENCY = 'USD' satisfies CurrencyCode;

/**
 * The 26 formatter currencies, in dictionary order (spec 001 sections 3 and 9).
 * The dictionary names 27 currencies; the 27th, the Russian rouble (RUB, 643), is left out:
 * the spec counts 26 formatter currencies without naming the missing one, and RUB is the one
 * a store cannot sell in (card networks and payment processors stopped settling RUB in 2022),
 * so its name stays in the dictionary only.
 */
export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: '978' },
  { code: 'USD', name: 'US dollar', fractionDigits: 2, numericCode: '840' },
  { code: 'AUD', name: 'Australian dollar', fractionDigits: 2, numericCode: '036' },
  { code: 'NOK', name: 'Norwegian krone', fractionDigits: 2, numericCode: '578' },
  { code: 'CAD', name: 'Canadian dollar', fractionDigits: 2, numericCode: '124' },
  { code: 'NZD', name: 'New Zealand dollar', fractionDigits: 2, numericCode: '554' },
  { code: 'DKK', name: 'Danish krone', fractionDigits: 2, numericCode: '208' },
  { code: 'GBP', name: 'pound sterling', fractionDigits: 2, numericCode: '826' },
  { code: 'HKD', name: 'Hong Kong dollar', fractionDigits: 2, numericCode: '344' },
  { code: 'CHF', name: 'Swiss franc', fractionDigits: 2, numericCode: '756' },
  { code: 'MXN', name: 'Mexican peso', fractionDigits: 2, numericCode: '484' },
  { code: 'SGD', name: 'Singapore dollar', fractionDigits: 2, numericCode: '702' },
  { code: 'SEK', name: 'Swedish krona', fractionDigits: 2, numericCode: '752' },
  { code: 'CZK', name: 'Czech koruna', fractionDigits: 2, numericCode: '203' },
  { code: 'ILS', name: 'Israeli shekel', fractionDigits: 2, numericCode: '376' },
  { code: 'PHP', name: 'Philippine peso', fractionDigits: 2, numericCode: '608' },
  { code: 'PLN', name: 'Polish zloty', fractionDigits: 2, numericCode: '985' },
  { code: 'THB', name: 'Thai baht', fractionDigits: 2, numericCode: '764' },
  { code: 'MYR', name: 'Malaysian ringgit', fractionDigits: 2, numericCode: '458' },
  { code: 'ARS', name: 'Argentine peso', fractionDigits: 2, numericCode: '032' },
  { code: 'BRL', name: 'Brazilian real', fractionDigits: 2, numericCode: '986' },
  { code: 'COP', name: 'Colombian peso', fractionDigits: 2, numericCode: '170' },
  { code: 'IDR', name: 'Indonesian rupiah', fractionDigits: 2, numericCode: '360' },
  { code: 'INR', name: 'Indian rupee', fractionDigits: 2, numericCode: '356' },
  { code: 'JPY', name: 'yen', fractionDigits: 0, numericCode: '392' },
  { code: 'ZAR', name: 'South African rand', fractionDigits: 2, numericCode: '710' },
] as const satisfies readonly Currency[];

/** The currency with this ISO code, or undefined when the formatter does not know it. */
export function getCurrency(code: string): Currency | undefined {
  return (CURRENCIES as readonly Currency[]).find((currency) => currency.code === code);
}
