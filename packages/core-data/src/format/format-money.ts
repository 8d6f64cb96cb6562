import {
  CURRENCY_FRACTION_DIGITS,
  type CurrencyCode,
  isCurrencyCode,
} from '../currencies/currency-fraction-digits';

/** A money value (spec 000 section 3): a decimal amount ('1234.50' or 1234.5) and a currency. */
export interface MoneyValue {
  amount: string | number;
  currencyCode: CurrencyCode;
}

/** Grouping is by thousands with a default of 15 integer places (spec 000 section 3). */
export const MONEY_MAX_INTEGER_DIGITS = 15;

// A plain decimal: optional minus, digits, optional fraction. No nested quantifiers: linear.
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function integerDigits(amount: string): number {
  const digits = amount.replace('-', '').split('.')[0] ?? '';
  const significant = digits.replace(/^0+/, '');
  return significant.length;
}

function moneyFormat(money: unknown, locale: string): [Intl.NumberFormat, `${number}` | number] {
  if (typeof money !== 'object' || money === null) {
    throw new TypeError(`Expected a money value, got ${money === null ? 'null' : typeof money}`);
  }
  const { amount, currencyCode } = money as Partial<Record<keyof MoneyValue, unknown>>;
  if (!isCurrencyCode(currencyCode)) {
    throw new TypeError(`Unknown or missing currency code: ${String(currencyCode)}`);
  }
  let value: `${number}` | number;
  if (typeof amount === 'number' && Number.isFinite(amount)) {
    if (Math.abs(amount) >= 10 ** MONEY_MAX_INTEGER_DIGITS) {
      throw new RangeError(`Amount has more than ${MONEY_MAX_INTEGER_DIGITS} integer places`);
    }
    value = amount;
  } else if (typeof amount === 'string' && DECIMAL.test(amount)) {
    if (integerDigits(amount) > MONEY_MAX_INTEGER_DIGITS) {
      throw new RangeError(`Amount has more than ${MONEY_MAX_INTEGER_DIGITS} integer places`);
    }
    // Passed as a string so Intl formats the exact decimal (no binary floating-point rounding).
    value = amount as `${number}`;
  } else {
    throw new TypeError(`Money amount is not a finite decimal: ${String(amount)}`);
  }
  const digits = CURRENCY_FRACTION_DIGITS[currencyCode];
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
    // No sign on an amount that rounds to zero ('-0.001' shows as 0,00 €).
    signDisplay: 'negative',
  });
  return [format, value];
}

/**
 * Formats a money value in the locale: `formatMoney({ amount: '1234.50', currencyCode: 'EUR' })`
 * is '1 234,50 €' in fr-FR. Throws a TypeError for anything that is not a money value and a
 * RangeError for an amount with more than 15 integer places (spec 000 section 3).
 */
export function formatMoney(money: MoneyValue, locale = 'fr-FR'): string {
  const [format, value] = moneyFormat(money, locale);
  return format.format(value);
}

/** Same as `formatMoney`, as Intl parts (for styling the currency symbol apart). */
export function formatMoneyToParts(money: MoneyValue, locale = 'fr-FR'): Intl.NumberFormatPart[] {
  const [format, value] = moneyFormat(money, locale);
  return format.formatToParts(value);
}
