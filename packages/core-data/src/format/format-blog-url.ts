/** Values substituted into a blog URL pattern. */
export interface BlogUrlValues {
  date: Date;
  title: string;
}

// Spec 000 section 5: keep only letters, digits, slash and hyphen. Letters are Unicode letters
// (plus their combining marks), so 'Été à Paris' keeps its accents. A single character class:
// linear time.
const NOT_KEPT = /[^\p{L}\p{M}\p{Nd}/-]/gu;
const WHITESPACE = /\s/gu;

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/**
 * Builds a blog post URL from a pattern (spec 000 section 5). Tokens are limited to `%y` (year,
 * 4 digits), `%m` (month, 2 digits), `%d` (day, 2 digits), all from the date's UTC parts so the
 * URL does not depend on the visitor's time zone, and `%t` (the title). Any other `%x` is left as
 * written, so its '%' is then dropped. The result is lowercase, each whitespace character becomes
 * a hyphen (runs are not collapsed), and only letters, digits, '/' and '-' are kept.
 * Throws a RangeError for an invalid date (a programming mistake).
 */
export function formatBlogUrl(pattern: string, { date, title }: BlogUrlValues): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError('formatBlogUrl needs a valid date');
  }
  const tokens: Record<string, string> = {
    y: pad(date.getUTCFullYear(), 4),
    m: pad(date.getUTCMonth() + 1, 2),
    d: pad(date.getUTCDate(), 2),
    t: title,
  };
  let url = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] as string;
    const token = char === '%' ? tokens[pattern[index + 1] ?? ''] : undefined;
    if (token === undefined) {
      url += char;
    } else {
      url += token;
      index += 1;
    }
  }
  return url.normalize('NFC').toLowerCase().replace(WHITESPACE, '-').replace(NOT_KEPT, '');
}
