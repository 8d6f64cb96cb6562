/** The ISO 4217 codes of the 27 currencies named in the site dictionary (spec 001 §3). */
export const CURRENCY_CODES = [
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
] as const;

/** One of the 27 dictionary currencies. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** French currency names, capitalised as list labels, keyed by ISO code (spec 001 §3). */
export const currencyNames: Readonly<Record<CurrencyCode, string>> = {
  EUR: 'Euro',
  USD: 'Dollar américain',
  AUD: 'Dollar australien',
  NOK: 'Couronne norvégienne',
  CAD: 'Dollar canadien',
  NZD: 'Dollar néo-zélandais',
  DKK: 'Couronne danoise',
  GBP: 'Livre sterling',
  HKD: 'Dollar de Hong Kong',
  CHF: 'Franc suisse',
  MXN: 'Peso mexicain',
  SGD: 'Dollar de Singapour',
  SEK: 'Couronne suédoise',
  CZK: 'Couronne tchèque',
  ILS: 'Shekel israélien',
  PHP: 'Peso philippin',
  RUB: 'Rouble russe',
  PLN: 'Zloty polonais',
  THB: 'Baht thaïlandais',
  MYR: 'Ringgit malais',
  ARS: 'Peso argentin',
  BRL: 'Réal brésilien',
  COP: 'Peso colombien',
  IDR: 'Roupie indonésienne',
  INR: 'Roupie indienne',
  JPY: 'Yen',
  ZAR: 'Rand sud-africain',
};

/** Tells whether a string is one of the 27 dictionary currency codes. */
export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(currencyNames, code);
}

/** The French name of a currency, or undefined for a code outside the dictionary. */
export function currencyName(code: string): string | undefined {
  return isCurrencyCode(code) ? currencyNames[code] : undefined;
}
