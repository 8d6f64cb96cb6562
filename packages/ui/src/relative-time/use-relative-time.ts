'use client';
import { common } from '@vitrine/i18n-fr/common';
import { useContext, useSyncExternalStore } from 'react';
import { TranslatorContext } from '../translator/translator-context';
import { useStaticMessage } from '../utilities/use-static-message';
import { formatRelativeTime, RELATIVE_TIME_DEFAULT_LOCALE } from './format-relative-time';
import { relativeTimeClock } from './relative-time-clock';

export interface UseRelativeTimeOptions {
  /** Locale of the wording; the `TranslatorProvider`'s, else fr-FR. */
  readonly locale?: string;
}

/**
 * Provides how long ago `date` is, refreshed every 5000 ms by one clock shared by the whole
 * page (spec 001 section 4). 'à l’instant' is the catalogue's `common.justNow`, or the site's
 * override of it from the nearest `TranslatorProvider`. Empty for an invalid date.
 */
export function useRelativeTime(
  date: Date | number | string,
  options: UseRelativeTimeOptions = {},
): string {
  const { locale: siteLocale } = useContext(TranslatorContext);
  const justNow = useStaticMessage(common, 'common.justNow');
  const now = useSyncExternalStore(
    relativeTimeClock.subscribe,
    relativeTimeClock.getSnapshot,
    relativeTimeClock.getSnapshot,
  );
  return formatRelativeTime(
    date,
    now,
    options.locale ?? siteLocale ?? RELATIVE_TIME_DEFAULT_LOCALE,
    justNow,
  );
}
