/**
 * Fraction digits of the 26 formatter currencies (spec 001 section 9: JPY has 0, the others 2).
 * This tiny table is the source of truth for the set of currency codes, so `formatMoney`
 * can validate a code without importing the names table.
 */
export const CURRENCY_FRACTION_DIGITS = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  ZAR: 2,
} as const;

/** ISO 4217 code of a currency the formatter knows (spec 000 section 3, 26 currencies). */
export type CurrencyCode = keyof typeof CURRENCY_FRACTION_DIGITS;

/** Whether a value is one of the 26 formatter currency codes (case-sensitive, ISO upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_FRACTION_DIGITS, value);
}

/** The 26 formatter currency codes, in dictionary order. */
export const CURRENCY_CODES = Object.keys(CURRENCY_FRACTION_DIGITS) as readonly CurrencyCode[];
