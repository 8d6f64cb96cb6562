import { common } from '@vitrine/i18n-fr/common';

/** The site locale (spec 001 section 1). */
export const RELATIVE_TIME_DEFAULT_LOCALE = 'fr-FR';

const catalogueJustNow = common['common.justNow'];
/** 'à l’instant': what a time 0 s away reads (spec 001 section 4, catalogue key common.justNow). */
export const JUST_NOW: string =
  typeof catalogueJustNow === 'string' ? catalogueJustNow : 'à l’instant';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Average month and year, in seconds: relative times are approximate past a few weeks. */
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

/** A time as milliseconds since the epoch, or NaN when it is not a valid date. */
export function toTimestamp(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && value.trim() !== '') return Date.parse(value);
  return Number.NaN;
}

/**
 * The value and unit to say how far `seconds` is (negative in the past): 'just now' at 0 s,
 * then whole seconds up to 59 (spec 001 section 4), minutes, hours, days, weeks, months and
 * years, each counted whole (59.9 s is 59 s).
 */
export function relativeTimeParts(
  seconds: number,
): { readonly value: number; readonly unit: Intl.RelativeTimeFormatUnit } | 'just-now' {
  const size = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  const whole = (unit: number) => sign * Math.floor(size / unit);
  if (size < 1) return 'just-now';
  if (size < MINUTE) return { value: whole(1), unit: 'second' };
  if (size < HOUR) return { value: whole(MINUTE), unit: 'minute' };
  if (size < DAY) return { value: whole(HOUR), unit: 'hour' };
  if (size < WEEK) return { value: whole(DAY), unit: 'day' };
  if (size < MONTH) return { value: whole(WEEK), unit: 'week' };
  if (size < YEAR) return { value: whole(MONTH), unit: 'month' };
  return { value: whole(YEAR), unit: 'year' };
}

// 'always' counts elapsed time ('il y a 1 jour'): 'auto' would say 'hier' for 30 hours ago,
// which can be the day before yesterday on the calendar.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: string): Intl.RelativeTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    try {
      format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    } catch {
      format = formatter(RELATIVE_TIME_DEFAULT_LOCALE);
    }
    formatters.set(locale, format);
  }
  return format;
}

/**
 * How long ago (or how soon) `date` is from `now`, through `Intl.RelativeTimeFormat` (spec 001
 * section 4): `justNow` ('à l’instant') at 0 s, 'il y a 30 secondes' up to 59 s, then
 * 'il y a 5 minutes', 'il y a 3 heures', 'il y a 1 jour'… An invalid date gives an empty string; an
 * unknown locale falls back to fr-FR.
 */
export function formatRelativeTime(
  date: Date | number | string,
  now: Date | number = Date.now(),
  locale: string = RELATIVE_TIME_DEFAULT_LOCALE,
  justNow: string = JUST_NOW,
): string {
  const time = toTimestamp(date);
  const reference = toTimestamp(now);
  if (Number.isNaN(time) || Number.isNaN(reference)) return '';
  const parts = relativeTimeParts((time - reference) / 1000);
  if (parts === 'just-now') return justNow;
  return formatter(locale).format(parts.value, parts.unit);
}
