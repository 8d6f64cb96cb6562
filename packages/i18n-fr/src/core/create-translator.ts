import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageAst } from './message';
import { translatorWith } from './translator-over';

export type { Translator, TranslatorOptions } from './translator-over';

/**
 * Creates a translator over a compiled catalogue. Literal messages are returned as they are;
 * AST messages go through `IntlMessageFormat`, one instance per message, built on first use.
 */
export const createTranslator = /* @__PURE__ */ translatorWith((locale) => {
  const formatters = new Map<MessageAst, IntlMessageFormat>();
  return (ast, values) => {
    let formatter = formatters.get(ast);
    if (formatter === undefined) {
      formatter = new IntlMessageFormat(ast as MessageFormatElement[], locale);
      formatters.set(ast, formatter);
    }
    const result = formatter.format(values);
    return Array.isArray(result) ? result.join('') : String(result);
  };
});
