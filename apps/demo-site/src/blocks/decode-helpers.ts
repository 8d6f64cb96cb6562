/** Small checks for block JSON at the edge: every decoder answers a value or an error, never throws. */
export type Decoded<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly message: string } };

export const ok = <T>(value: T): Decoded<T> => ({ ok: true, value });
export const fail = (message: string): Decoded<never> => ({ ok: false, error: { message } });

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/**
 * A link a visitor may follow: site-relative (`/…` but not `//…`), `https:`, `mailto:` or `tel:`.
 * Anything else (`javascript:`, `data:`, protocol-relative) is neutralised to `#`.
 */
export function safeHref(value: unknown): string {
  const href = text(value).trim();
  if (/^\/(?!\/)/.test(href)) return href;
  try {
    const url = new URL(href);
    return ['https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : '#';
  } catch {
    return '#';
  }
}
