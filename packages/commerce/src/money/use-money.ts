'use client';
import { useMemo } from 'react';
import {
  DEFAULT_MONEY_LOCALE,
  describeMoney,
  type MoneyDisplay,
  type MoneyInput,
} from './describe-money';

export interface UseMoneyOptions {
  /** Defaults to fr-FR: the published sites are French (spec 000 §1). */
  readonly locale?: string;
}

/**
 * Provides the localised text and Intl parts of a money value or an amount in cents
 * ('1 234,50 €'), recomputed only when the amount, currency or locale change.
 */
export function useMoney(
  value: MoneyInput | null | undefined,
  { locale = DEFAULT_MONEY_LOCALE }: UseMoneyOptions = {},
): MoneyDisplay {
  const amount = value && ('cents' in value ? value.cents : value.amount);
  const unit = value && 'cents' in value ? 'cents' : 'amount';
  const currencyCode = value?.currencyCode;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is read through its fields, so a new object with the same amount keeps the memo.
  return useMemo(() => describeMoney(value, locale), [amount, unit, currencyCode, locale]);
}
