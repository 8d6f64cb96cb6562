'use client';
import type { Catalogue, Translator, TranslatorOptions } from '@vitrine/i18n-fr/format';
import { createSimpleTranslator } from '@vitrine/i18n-fr/format-simple';
import { useContext, useMemo } from 'react';
import { TranslatorContext } from './translator-context';

/**
 * Provides a translator like `useTranslator`, with the same provider settings, for a catalogue
 * whose messages are only literal text and plain `{name}` arguments (such as
 * `@vitrine/i18n-fr/cart-summary`): it formats without intl-messageformat, about 2.5 kB
 * lighter. Any other message, catalogue or override, is reported and gives its key.
 */
export function useSimpleTranslator<K extends string>(catalogue: Catalogue<K>): Translator<K> {
  // The provider memoizes its settings: they change only when one of them does.
  const settings = useContext(TranslatorContext) as TranslatorOptions<K>;
  return useMemo(() => createSimpleTranslator(catalogue, settings), [catalogue, settings]);
}
