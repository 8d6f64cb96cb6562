import type { CurrencyCode } from '@vitrine/core-data/currencies';
import { formatMoneyToParts, type MoneyValue } from '@vitrine/core-data/format';
import { moneyFromMinorUnits } from './minor-units';

/** An amount in the currency's minor units (`priceCents`, `subtotalCents`…). */
export interface MinorUnitsValue {
  readonly cents: number;
  readonly currencyCode: CurrencyCode;
}

/** What `<Money>` and `useMoney` accept: a money value (spec 000 §3) or an amount in cents. */
export type MoneyInput = MoneyValue | MinorUnitsValue;

/** A formatted amount: the whole text and its Intl parts, or why it could not be formatted. */
export type MoneyDisplay =
  | {
      readonly ok: true;
      readonly text: string;
      readonly parts: readonly Intl.NumberFormatPart[];
      readonly currencyCode: CurrencyCode;
      readonly negative: boolean;
    }
  | { readonly ok: false; readonly text: ''; readonly parts: readonly []; readonly error: Error };

/** The published sites are French (spec 000 §1). */
export const DEFAULT_MONEY_LOCALE = 'fr-FR';

/**
 * Formats money with core-data's `formatMoney` rules ('1 234,50 €' in French, JPY without
 * decimals) into text and parts. Never throws: input that is not money gives `ok: false`, an
 * empty text and a console error, so one bad block never breaks a page.
 */
export function describeMoney(
  input: MoneyInput | null | undefined,
  locale: string = DEFAULT_MONEY_LOCALE,
): MoneyDisplay {
  try {
    const money: MoneyValue =
      input !== null && typeof input === 'object' && 'cents' in input
        ? moneyFromMinorUnits(input.cents, input.currencyCode)
        : (input as MoneyValue);
    const parts = formatMoneyToParts(money, locale);
    return {
      ok: true,
      text: parts.map((part) => part.value).join(''),
      parts,
      currencyCode: money.currencyCode,
      negative: parts.some((part) => part.type === 'minusSign'),
    };
  } catch (cause) {
    const error = cause instanceof Error ? cause : new TypeError(String(cause));
    console.error(`[@vitrine/commerce] Cannot format money: ${error.message}`);
    return { ok: false, text: '', parts: [], error };
  }
}
