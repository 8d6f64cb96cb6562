'use client';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useTranslator } from '@vitrine/ui/translator';
import { type HTMLAttributes, useMemo } from 'react';
import type { MoneyInput } from '../money/describe-money';
import { useMoney } from '../money/use-money';
import { subscriptionPriceText } from './subscription-price-text';
import { type SubscriptionPlanInput, subscriptionTerms } from './subscription-terms';

export interface SubscriptionPriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The plan: billingPeriod (value, unit) and numBillingCycles (0: indefinite). */
  readonly plan: SubscriptionPlanInput;
  /** The amount charged each period, as a money value or in cents. */
  readonly price: MoneyInput;
  /** Defaults to fr-FR. */
  readonly locale?: string;
}

/**
 * Shows a subscription's price line: '12,00 € tous les mois pendant 6 mois', or without
 * 'pendant' for an indefinite plan. `data-unit`, `data-indefinite` and `data-invalid` describe
 * it; a broken plan shows the price alone, with a console warning.
 */
export function SubscriptionPrice({
  plan,
  price,
  locale,
  className,
  ...rest
}: SubscriptionPriceProps) {
  const t = useTranslator(commerce);
  const money = useMoney(price, locale === undefined ? {} : { locale });
  const terms = useMemo(() => {
    const result = subscriptionTerms(plan);
    if (!result.ok) console.warn(`[@vitrine/commerce] <SubscriptionPrice>: ${result.error}`);
    return result;
  }, [plan]);
  return (
    <span
      {...rest}
      className={
        className ? `vitrine-subscription-price ${className}` : 'vitrine-subscription-price'
      }
      data-unit={terms.ok ? terms.value.period.unit : undefined}
      data-indefinite={terms.ok && terms.value.duration === null ? '' : undefined}
      data-invalid={terms.ok && money.ok ? undefined : ''}
    >
      {terms.ok && money.ok ? subscriptionPriceText(t, terms.value, money.text) : money.text}
    </span>
  );
}
