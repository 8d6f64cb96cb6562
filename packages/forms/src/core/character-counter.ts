/**
 * The max length of a field, from the block's data (spec 000 §4 "Character counter"): a positive
 * number or numeric text, rounded down. 0, negative, empty or non-numeric values mean no limit
 * (`null`), so the counter and the max-length rule are ignored.
 */
export function parseMaxLength(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) && number >= 1 ? Math.floor(number) : null;
}

/** What a character counter shows: 'count / max', in its error state when over the max. */
export interface CharacterCount {
  readonly count: number;
  readonly max: number;
  readonly over: boolean;
}

/**
 * Counts the characters of a textarea with a max length (spec 000 §4): `null` when the max is 0
 * or not numeric. Characters are UTF-16 code units, as the HTML `maxlength` attribute counts them.
 */
export function countCharacters(text: string, maxLength: unknown): CharacterCount | null {
  const max = parseMaxLength(maxLength);
  if (max === null) return null;
  return { count: text.length, max, over: text.length > max };
}
