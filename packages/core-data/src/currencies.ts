export {
  CURRENCIES,
  type Currency,
  DEFAULT_STORE_CURRENCY,
  getCurrency,
} from './currencies/currencies';
export {
  CURRENCY_CODES,
  CURRENCY_FRACTION_DIGITS,
  type CurrencyCode,
  isCurrencyCode,
} from './currencies/currency-fraction-digits';
