'use client';
import type { HTMLAttributes } from 'react';
import type { MoneyInput } from './describe-money';
import { useMoney } from './use-money';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A money value `{ amount: '1234.50', currencyCode: 'EUR' }` or cents `{ cents: 123450, currencyCode: 'EUR' }`. */
  readonly value: MoneyInput | null | undefined;
  /** Defaults to fr-FR. */
  readonly locale?: string;
}

/**
 * Displays an amount of money in the site's language ('1 234,50 €', '1 500 JPY'). The currency
 * symbol is wrapped in `[data-part="currency"]` for styling; `data-currency`, `data-negative`
 * and `data-invalid` describe the amount. Input that is not money renders an empty element
 * (and a console error), never a crash.
 */
export function Money({ value, locale, className, ...rest }: MoneyProps) {
  const money = useMoney(value, locale === undefined ? {} : { locale });
  return (
    <span
      {...rest}
      className={className ? `vitrine-money ${className}` : 'vitrine-money'}
      data-currency={money.ok ? money.currencyCode : undefined}
      data-negative={money.ok && money.negative ? '' : undefined}
      data-invalid={money.ok ? undefined : ''}
    >
      {money.parts.map((part, index) =>
        part.type === 'currency' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder; their index is their identity.
          <span key={index} data-part="currency">
            {part.value}
          </span>
        ) : (
          part.value
        ),
      )}
    </span>
  );
}
