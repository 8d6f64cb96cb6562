export {
  formatRelativeTime,
  JUST_NOW,
  RELATIVE_TIME_DEFAULT_LOCALE,
  relativeTimeParts,
  toTimestamp,
} from './relative-time/format-relative-time';
export { RelativeTime, type RelativeTimeProps } from './relative-time/relative-time';
export {
  type Clock,
  createClock,
  RELATIVE_TIME_REFRESH_MS,
  relativeTimeClock,
} from './relative-time/relative-time-clock';
export { type UseRelativeTimeOptions, useRelativeTime } from './relative-time/use-relative-time';
