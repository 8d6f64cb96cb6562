import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

// What String(number) writes: '12', '-0.5', and exponents such as '1e+21' or '5e-7'.
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/;

/** A number, or the text of one as local storage gives it back. */
const StoredNumberSchema = z.union(
  [
    z.number(),
    // The text's number is checked too: a long run of digits reads as Infinity, not a number.
    z.pipe(
      z.pipe(
        z.string().check(z.regex(NUMERIC_TEXT)),
        z.transform((text) => Number(text)),
      ),
      z.number(),
    ),
  ],
  { error: 'must be a number, or its text' },
);

/** A boolean, or "true" / "false" as local storage gives it back. */
const StoredBooleanSchema = z.union(
  [
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((text) => text === 'true'),
    ),
  ],
  { error: 'must be true or false, or their text' },
);

/**
 * What the popup overlay keeps in local storage, under the keys of spec 000 §3 (`date-closed`,
 * `version`, `submitted`). Values may come back as text (numbers, "true"/"false") and are read
 * as numbers and booleans; `date-closed` is a timestamp in milliseconds. All keys are optional:
 * an overlay never closed has none.
 */
export const PopupOverlayStoredDataSchema = z.looseObject({
  'date-closed': z.optional(StoredNumberSchema),
  version: z.optional(StoredNumberSchema),
  submitted: z.optional(StoredBooleanSchema),
});
export type PopupOverlayStoredData = z.output<typeof PopupOverlayStoredDataSchema>;

/** Parses the popup overlay's stored data; never throws. */
export function parsePopupOverlayStoredData(input: unknown): ParseResult<PopupOverlayStoredData> {
  return parseWith(PopupOverlayStoredDataSchema, input, 'popup overlay stored data');
}
