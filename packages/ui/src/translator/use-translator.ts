'use client';
import {
  type Catalogue,
  createTranslator,
  type Translator,
  type TranslatorOptions,
} from '@vitrine/i18n-fr/format';
import { useContext, useMemo } from 'react';
import { TranslatorContext } from './translator-context';

/**
 * Provides a translator over one domain catalogue of `@vitrine/i18n-fr`, with the site's
 * overrides from the nearest `TranslatorProvider` (French defaults without one).
 */
export function useTranslator<K extends string>(catalogue: Catalogue<K>): Translator<K> {
  // The provider memoizes its settings: they change only when one of them does.
  const settings = useContext(TranslatorContext) as TranslatorOptions<K>;
  return useMemo(() => createTranslator(catalogue, settings), [catalogue, settings]);
}
