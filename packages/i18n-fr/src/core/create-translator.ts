import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE } from './locale';
import type { Catalogue, Message, MessageValues } from './message';
import { needsCompilation } from './needs-compilation';
import { TranslationError } from './translation-error';

/** Options of `createTranslator`. */
export interface TranslatorOptions<K extends string> {
  /** Locale for plural rules, numbers and dates. Defaults to fr-FR. */
  readonly locale?: string;
  /** Site-provided wordings, already compiled with `compileMessages`. */
  readonly overrides?: Readonly<Partial<Record<K, Message>>>;
  /** Told about missing keys, uncompiled ICU strings and formatting failures. */
  readonly onError?: (error: TranslationError) => void;
}

/** Formats a catalogue message. Never throws: a failure returns the key or the raw text. */
export interface Translator<K extends string> {
  (key: K, values?: MessageValues): string;
  /** Whether the catalogue (or an override) holds this key. */
  has(key: string): key is K;
  /** The locale messages are formatted for. */
  readonly locale: string;
}

/**
 * Creates a translator over a compiled catalogue. Literal messages are returned as they are;
 * AST messages go through `IntlMessageFormat`, one cached instance per key.
 */
export function createTranslator<K extends string>(
  catalogue: Catalogue<K>,
  options: TranslatorOptions<K> = {},
): Translator<K> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const messages: Readonly<Record<string, Message | undefined>> = {
    ...catalogue,
    ...options.overrides,
  };
  const formatters = new Map<string, IntlMessageFormat>();
  const report = (error: TranslationError): void => options.onError?.(error);

  const lookup = (key: string): Message | undefined =>
    Object.hasOwn(messages, key) ? messages[key] : undefined;

  const translate = (key: K, values?: MessageValues): string => {
    const message = lookup(key);
    if (message === undefined) {
      report(new TranslationError('MISSING_KEY', key));
      return key;
    }
    if (typeof message === 'string') {
      if (needsCompilation(message)) report(new TranslationError('UNCOMPILED_MESSAGE', key));
      return message;
    }
    try {
      let formatter = formatters.get(key);
      if (formatter === undefined) {
        formatter = new IntlMessageFormat(message as MessageFormatElement[], locale);
        formatters.set(key, formatter);
      }
      const result = formatter.format(values);
      return Array.isArray(result) ? result.join('') : String(result);
    } catch (cause) {
      report(new TranslationError('FORMAT_FAILED', key, { cause }));
      return key;
    }
  };

  return Object.assign(translate, {
    has: (key: string): key is K => lookup(key) !== undefined,
    locale,
  });
}
