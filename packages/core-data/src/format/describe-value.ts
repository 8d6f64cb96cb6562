/** The longest description {@link describeValue} gives, in characters. */
export const DESCRIBE_VALUE_MAX_LENGTH = 120;

/**
 * A short text naming a value for a warning or an error message: JSON where it can be written
 * (`"gauche"`, `42`, `{"a":1}`), `12n` for a BigInt, `undefined`, a function's or symbol's
 * `String` form, and `[object Object]`-style text for a cycle. Never throws, whatever the value
 * (a BigInt, a cycle or a throwing `toJSON` make `JSON.stringify` throw), and cuts long text
 * to {@link DESCRIBE_VALUE_MAX_LENGTH} characters with an ellipsis.
 */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    text =
      JSON.stringify(value, (_key, item: unknown) =>
        typeof item === 'bigint' ? `${item}n` : item,
      ) ?? String(value);
    if (typeof value === 'bigint') text = `${value}n`;
  } catch {
    try {
      text = Object.prototype.toString.call(value);
    } catch {
      text = typeof value;
    }
  }
  return text.length > DESCRIBE_VALUE_MAX_LENGTH
    ? `${text.slice(0, DESCRIBE_VALUE_MAX_LENGTH - 1)}…`
    : text;
}
