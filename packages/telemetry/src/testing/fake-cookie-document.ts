/**
 * A fake `document` for unit tests: a cookie jar that honours Expires and Max-Age like a
 * browser (an expired cookie is gone, an expired write deletes), and records every raw write so tests can read attributes.
 * Not part of any entry.
 */
export interface FakeCookieDocument extends EventTarget {
  cookie: string;
  /** Every string assigned to `cookie`, in order. */
  readonly writes: string[];
  title: string;
  referrer: string;
  visibilityState: 'visible' | 'hidden';
  readyState: 'loading' | 'interactive' | 'complete';
  body: { classList: { contains(name: string): boolean } };
  /** Sets a cookie value as it would sit in the jar (raw, not encoded). */
  seed(name: string, value: string): void;
  /** The attributes of the last write of `name`, lowercased keys. */
  lastWrite(name: string): Record<string, string> | undefined;
}

export function createFakeCookieDocument(
  options: { bodyClasses?: string[]; now?: () => number } = {},
): FakeCookieDocument {
  const jar = new Map<string, { value: string; expiresAt: number }>();
  const writes: string[] = [];
  const now = options.now ?? Date.now;
  const classes = new Set(options.bodyClasses ?? []);
  const parse = (raw: string) => {
    const [pair = '', ...attributes] = raw.split(';');
    const equals = pair.indexOf('=');
    const attrs: Record<string, string> = {};
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.trim().split('=');
      attrs[key.toLowerCase()] = rest.join('=');
    }
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1), attrs };
  };
  const doc = new EventTarget() as FakeCookieDocument;
  Object.defineProperties(
    doc,
    Object.getOwnPropertyDescriptors({
      get cookie() {
        return [...jar]
          .filter(([, entry]) => entry.expiresAt > now())
          .map(([name, entry]) => `${name}=${entry.value}`)
          .join('; ');
      },
      set cookie(raw: string) {
        writes.push(raw);
        const { name, value, attrs } = parse(raw);
        const maxAge = attrs['max-age'];
        const expires = attrs.expires;
        // Max-Age wins over Expires, as in browsers; neither means a session cookie.
        const expiresAt =
          maxAge !== undefined
            ? now() + Number(maxAge) * 1000
            : expires !== undefined
              ? Date.parse(expires)
              : Number.POSITIVE_INFINITY;
        if (expiresAt <= now()) jar.delete(name);
        else jar.set(name, { value, expiresAt });
      },
      writes,
      title: 'Accueil',
      referrer: '',
      visibilityState: 'visible',
      readyState: 'complete',
      body: { classList: { contains: (name: string) => classes.has(name) } },
      seed(name: string, value: string) {
        jar.set(name, { value, expiresAt: Number.POSITIVE_INFINITY });
      },
      lastWrite(name: string) {
        for (let i = writes.length - 1; i >= 0; i--) {
          const { name: written, value, attrs } = parse(writes[i] ?? '');
          if (decodeURIComponent(written) === name) return { value, ...attrs };
        }
        return undefined;
      },
    }),
  );
  return doc;
}
