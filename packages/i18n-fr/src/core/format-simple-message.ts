import type { MessageAst, MessageValues } from './message';

// Element types of @formatjs/icu-messageformat-parser's AST (its TYPE enum), as plain numbers so
// that no parser code is imported.
const LITERAL = 0;
const ARGUMENT = 1;

/** Why `formatSimpleMessage` gave up on a message. */
export type SimpleFormatFailure =
  /** An element other than literal text or a plain `{name}` (plural, select, number, tag…). */
  | { readonly reason: 'not-simple'; readonly elementType: number }
  /** A `{name}` argument without a value. */
  | { readonly reason: 'missing-value'; readonly argument: string };

/** The outcome of `formatSimpleMessage`. */
export type SimpleFormatResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: SimpleFormatFailure };

/**
 * The text of a compiled message made only of literal text and plain `{name}` arguments; throws
 * the `SimpleFormatFailure` of any other message. The simple translator's formatter.
 */
export function simpleMessageText(ast: MessageAst, values?: MessageValues): string {
  let text = '';
  for (const element of ast) {
    if (element.type === LITERAL) {
      text += element.value;
    } else if (element.type === ARGUMENT) {
      const name = element.value;
      if (values === undefined || !Object.hasOwn(values, name)) {
        throw { reason: 'missing-value', argument: name } satisfies SimpleFormatFailure;
      }
      const value = values[name];
      text += value == null || value === false ? '' : String(value);
    } else {
      throw { reason: 'not-simple', elementType: element.type } satisfies SimpleFormatFailure;
    }
  }
  return text;
}

/**
 * Formats a compiled message made only of literal text and plain `{name}` arguments, without
 * intl-messageformat. A value is written as intl-messageformat writes a plain argument:
 * `String(value)`, and '' for null, undefined and false. Any other element, or an argument
 * without a value, is an error value: such messages need `createTranslator`.
 */
export function formatSimpleMessage(ast: MessageAst, values?: MessageValues): SimpleFormatResult {
  try {
    return { ok: true, value: simpleMessageText(ast, values) };
  } catch (error) {
    return { ok: false, error: error as SimpleFormatFailure };
  }
}
