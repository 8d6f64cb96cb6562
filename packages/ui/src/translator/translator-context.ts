'use client';
import type { Message, TranslationError } from '@vitrine/i18n-fr/format';
import { createContext } from 'react';

/** What the site sets for every component below a `TranslatorProvider`. */
export interface TranslatorSettings {
  /** Locale for plural rules, numbers and dates. Defaults to fr-FR. */
  readonly locale?: string;
  /** Site wordings by catalogue key (any domain), compiled with `@vitrine/i18n-fr/compile`. */
  readonly overrides?: Readonly<Record<string, Message>>;
  /** Told about missing keys, uncompiled ICU strings and formatting failures. */
  readonly onError?: (error: TranslationError) => void;
}

export const TranslatorContext = createContext<TranslatorSettings>({});
