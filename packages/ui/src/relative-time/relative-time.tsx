'use client';
import { useEffect } from 'react';
import { toTimestamp } from './format-relative-time';
import { useRelativeTime } from './use-relative-time';

export interface RelativeTimeProps {
  /** The moment to show: a Date, a timestamp in ms, or an ISO 8601 string. */
  readonly date: Date | number | string;
  /** Locale of the wording; the `TranslatorProvider`'s, else fr-FR. */
  readonly locale?: string;
  readonly className?: string;
}

/**
 * Renders how long ago `date` is in a `<time dateTime>` ('à l’instant', 'il y a 30 secondes',
 * 'il y a 5 minutes'…), refreshed every 5000 ms (spec 001 section 4). Renders nothing, with a
 * warning, for an invalid date.
 */
export function RelativeTime({ date, locale, className }: RelativeTimeProps) {
  const text = useRelativeTime(date, { locale });
  const time = toTimestamp(date);
  const invalid = Number.isNaN(time);
  useEffect(() => {
    if (invalid) console.warn('[vitrine/relative-time] date is not a valid date.', date);
  }, [invalid, date]);
  if (invalid) return null;
  return (
    // The text depends on the time of rendering, which differs between server and browser.
    <time dateTime={new Date(time).toISOString()} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
