/** Small checks for block JSON at the edge: every decoder answers a value or an error, never throws. */
export { type Decoded, fail, isRecord, ok } from './decoded';

/** A string field, or the fallback when it is missing or not a string. */
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A finite number, or the fallback. */
export function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Items of an array that pass `read` (bad items are left out, not fatal). */
export function listOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const item of value) {
    const read1 = read(item);
    if (read1 !== undefined) items.push(read1);
  }
  return items;
}

const SITE_BASE = 'https://site.invalid';

/**
 * The value when it is a path on this site (`/contact?x=1#y`), else null. Browsers read a
 * backslash, tab or newline after the first slash as a second slash (`//host`: another site), so the value must start
 * with one `/`, hold no backslash, whitespace or control character, and resolve to this origin.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    return new URL(value, SITE_BASE).origin === SITE_BASE ? value : null;
  } catch {
    return null;
  }
}

/**
 * A link a visitor may follow: site-relative (`/…` but not `//…`), `https:`, `mailto:` or `tel:`.
 * Anything else (`javascript:`, `data:`, protocol-relative) is neutralised to `#`.
 */
export function safeHref(value: unknown): string {
  const href = text(value).trim();
  if (href.startsWith('/')) return sitePath(href) ?? '#';
  try {
    const url = new URL(href);
    return ['https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : '#';
  } catch {
    return '#';
  }
}
