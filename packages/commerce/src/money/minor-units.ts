import {
  CURRENCY_FRACTION_DIGITS,
  type CurrencyCode,
  isCurrencyCode,
} from '@vitrine/core-data/currencies';
import type { MoneyValue } from '@vitrine/core-data/format';

/**
 * A money value from an amount in the currency's minor units, the `…Cents` fields of spec 000
 * §3 (cents for EUR; JPY has no minor unit, so 1500 is 1 500 yen). The decimal is written
 * exactly, without a floating-point division: `moneyFromMinorUnits(123450, 'EUR')` is
 * `{ amount: '1234.50', currencyCode: 'EUR' }`. Throws a TypeError for an amount that is not a
 * safe integer or an unknown currency: formatting something that is not money is an error
 * (spec 000 §3); components catch it and show nothing.
 */
export function moneyFromMinorUnits(minorUnits: number, currencyCode: CurrencyCode): MoneyValue {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new TypeError(`Expected an integer amount in minor units, got ${String(minorUnits)}`);
  }
  if (!isCurrencyCode(currencyCode)) {
    throw new TypeError(`Unknown or missing currency code: ${String(currencyCode)}`);
  }
  const digits = CURRENCY_FRACTION_DIGITS[currencyCode];
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = String(Math.abs(minorUnits));
  if (digits === 0) return { amount: `${sign}${absolute}`, currencyCode };
  const padded = absolute.padStart(digits + 1, '0');
  const amount = `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
  return { amount, currencyCode };
}
