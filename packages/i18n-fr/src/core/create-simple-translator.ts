import type { Translator, TranslatorOptions } from './create-translator';
import { formatSimpleMessage } from './format-simple-message';
import { DEFAULT_LOCALE } from './locale';
import type { Catalogue, Message, MessageValues } from './message';
import { needsCompilation } from './needs-compilation';
import { TranslationError } from './translation-error';

/**
 * Creates a translator with the contract of `createTranslator` (same options, overrides and
 * errors; never throws) for catalogues whose messages are only literal text and plain `{name}`
 * arguments. It formats with `formatSimpleMessage` instead of intl-messageformat, about 2.5 kB
 * lighter; any other message (plural, select, `{n, number}`…) is reported as `FORMAT_FAILED`
 * and gives the key.
 */
export function createSimpleTranslator<K extends string>(
  catalogue: Catalogue<K>,
  options: TranslatorOptions<K> = {},
): Translator<K> {
  const messages: Readonly<Record<string, Message | undefined>> = {
    ...catalogue,
    ...options.overrides,
  };
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
    const result = formatSimpleMessage(message, values);
    if (result.ok) return result.value;
    report(new TranslationError('FORMAT_FAILED', key, { cause: result.error }));
    return key;
  };

  return Object.assign(translate, {
    has: (key: string): key is K => lookup(key) !== undefined,
    locale: options.locale ?? DEFAULT_LOCALE,
  });
}
