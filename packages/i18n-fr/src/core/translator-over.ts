import { DEFAULT_LOCALE } from './locale';
import type { Catalogue, Message, MessageAst, MessageValues } from './message';
import { needsCompilation } from './needs-compilation';
import { TranslationError } from './translation-error';

/** Options of `createTranslator` and `createSimpleTranslator`. */
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

/** Formats one compiled message (an AST) to its text; throws the cause of a failure. */
export type FormatAst = (ast: MessageAst, values: MessageValues | undefined) => string;

/**
 * Makes a translator creator from the one thing translators differ in, how a compiled message
 * is formatted (`formatterFor(locale)`, called once per translator). The body they share: the
 * catalogue with the site's overrides, the lookup, literal messages returned as they are, and
 * every failure (a throw of the formatter included) reported and answered with the key (a
 * translator never throws).
 */
export const translatorWith =
  (formatterFor: (locale: string) => FormatAst) =>
  <K extends string>(
    catalogue: Catalogue<K>,
    options: TranslatorOptions<K> = {},
  ): Translator<K> => {
    const locale = options.locale ?? DEFAULT_LOCALE;
    const formatAst = formatterFor(locale);
    // No prototype, so a key such as 'toString' or '__proto__' finds only a message of its own.
    const messages: Readonly<Record<string, Message | undefined>> = Object.assign(
      Object.create(null),
      catalogue,
      options.overrides,
    );

    const translate = (key: K, values?: MessageValues): string => {
      const message = messages[key];
      if (message === undefined) {
        options.onError?.(new TranslationError('MISSING_KEY', key));
        return key;
      }
      if (typeof message === 'string') {
        if (needsCompilation(message))
          options.onError?.(new TranslationError('UNCOMPILED_MESSAGE', key));
        return message;
      }
      try {
        return formatAst(message, values);
      } catch (cause) {
        options.onError?.(new TranslationError('FORMAT_FAILED', key, { cause }));
        return key;
      }
    };

    return Object.assign(translate, {
      has: (key: string): key is K => messages[key] !== undefined,
      locale,
    });
  };
