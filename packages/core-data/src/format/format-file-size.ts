/** File size display steps by 1024 from Bytes to YB (spec 000 section 9). */
export const FILE_SIZE_STEP = 1024;

/** File size units, smallest first (spec 000 section 9: from Bytes to YB). */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

const MAX_FRACTION_DIGITS = 2;

/**
 * Formats a byte count in 1024 steps with at most 2 fraction digits, in the locale:
 * `formatFileSize(1536)` is '1,5 KB'. Negative, NaN or infinite input is not a size and
 * gives '0 Bytes' (a safe display value, never 'NaN undefined'). Sizes beyond YB stay in YB.
 */
export function formatFileSize(bytes: number, locale = 'fr-FR'): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: MAX_FRACTION_DIGITS });
  if (!Number.isFinite(bytes) || bytes <= 0) return `${format.format(0)} ${FILE_SIZE_UNITS[0]}`;
  const last = FILE_SIZE_UNITS.length - 1;
  let index = 0;
  let value = bytes;
  // Move up a unit while the value, once rounded for display, would reach 1024 (1023.999 KB is 1 MB).
  while (index < last && Number(value.toFixed(MAX_FRACTION_DIGITS)) >= FILE_SIZE_STEP) {
    value /= FILE_SIZE_STEP;
    index += 1;
  }
  return `${format.format(value)} ${FILE_SIZE_UNITS[index]}`;
}
