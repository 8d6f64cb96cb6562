import type { MessageValues } from '@vitrine/i18n-fr/format';
import type { SubscriptionTerms } from './subscription-terms';

/** The catalogue keys `subscriptionPriceText` reads. */
export type SubscriptionPriceKey =
  | 'commerce.subscription.period'
  | 'commerce.subscription.duration'
  | 'commerce.subscription.price'
  | 'commerce.subscription.priceForDuration';

/**
 * A plan's price line in the site's language: '12,00 € tous les mois pendant 6 mois',
 * '12,00 € toutes les 2 semaines', '12,00 € chaque année' (indefinite plans have no 'pendant').
 * `price` is the formatted amount charged each period.
 */
export function subscriptionPriceText(
  t: (key: SubscriptionPriceKey, values?: MessageValues) => string,
  terms: SubscriptionTerms,
  price: string,
): string {
  const period = t('commerce.subscription.period', {
    unit: terms.period.unit,
    value: terms.period.value,
  });
  if (terms.duration === null) return t('commerce.subscription.price', { price, period });
  const duration = t('commerce.subscription.duration', {
    unit: terms.duration.unit,
    count: terms.duration.count,
  });
  return t('commerce.subscription.priceForDuration', { price, period, duration });
}
