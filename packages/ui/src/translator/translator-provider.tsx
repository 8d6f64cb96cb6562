'use client';
import { type ReactNode, useMemo } from 'react';
import { TranslatorContext, type TranslatorSettings } from './translator-context';

export interface TranslatorProviderProps extends TranslatorSettings {
  readonly children?: ReactNode;
}

/** Provides the site's locale and string overrides to every Vitrine component below it. */
export function TranslatorProvider({
  locale,
  overrides,
  onError,
  children,
}: TranslatorProviderProps) {
  const value = useMemo(() => ({ locale, overrides, onError }), [locale, overrides, onError]);
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}
