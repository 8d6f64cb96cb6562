import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

/** A decimal amount written as a string: optional minus, digits, optional fraction. */
const DECIMAL_AMOUNT = /^-?\d+(?:\.\d+)?$/;
/** An ISO 4217 code's shape; which codes the store supports is the currency table's business. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A currency code: three upper-case letters (ISO 4217 shape). */
export const CurrencyCodeSchema = z
  .string()
  .check(z.regex(CURRENCY_CODE, { error: 'must be a three-letter upper-case currency code' }));

/**
 * A money value, spec 000 §3 "Money value": an amount (a decimal string such as "12.50", or a
 * finite number) and a currency code. Extra server fields are kept.
 */
export const MoneyValueSchema = z.looseObject({
  amount: z.union([
    z
      .string()
      .check(z.regex(DECIMAL_AMOUNT, { error: 'must be a decimal amount such as "12.50"' })),
    z.number(),
  ]),
  currencyCode: CurrencyCodeSchema,
});
export type MoneyValue = z.output<typeof MoneyValueSchema>;

/** Parses a money value; never throws. */
export function parseMoneyValue(input: unknown): ParseResult<MoneyValue> {
  return parseWith(MoneyValueSchema, input, 'money value');
}
