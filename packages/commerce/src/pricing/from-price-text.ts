import type { CurrencyCode } from '@vitrine/core-data/currencies';
import type { MessageValues } from '@vitrine/i18n-fr/format';
import { DEFAULT_MONEY_LOCALE, describeMoney } from '../money/describe-money';

/** The catalogue key `fromPriceText` reads. */
export type FromPriceKey = 'commerce.price.from';

/**
 * The 'from' price of a product whose variants have different prices: 'À partir de 12,00 €'
 * (`commerce.price.from`). Takes the translator so that a site's wording applies.
 */
export function fromPriceText(
  t: (key: FromPriceKey, values?: MessageValues) => string,
  priceCents: number,
  currencyCode: CurrencyCode,
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  const price = describeMoney({ cents: priceCents, currencyCode }, locale);
  return price.ok ? t('commerce.price.from', { price: price.text }) : '';
}
