export {
  CURRENCY_CODES,
  type CurrencyCode,
  currencyName,
  currencyNames,
  isCurrencyCode,
} from './core/currency-names';
