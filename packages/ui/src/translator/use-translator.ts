'use client';
import { type Catalogue, createTranslator, type Translator } from '@vitrine/i18n-fr/format';
import { useContext, useMemo } from 'react';
import { TranslatorContext } from './translator-context';

/**
 * Provides a translator over one domain catalogue of `@vitrine/i18n-fr`, with the site's
 * overrides from the nearest `TranslatorProvider` (French defaults without one).
 */
export function useTranslator<K extends string>(catalogue: Catalogue<K>): Translator<K> {
  const { locale, overrides, onError } = useContext(TranslatorContext);
  return useMemo(
    () =>
      createTranslator(catalogue, {
        locale,
        overrides: overrides as Partial<Record<K, string>>,
        onError,
      }),
    [catalogue, locale, overrides, onError],
  );
}
