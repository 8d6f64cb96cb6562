/** One cookie as a browser keeps it. */
export interface FakeCookie {
  readonly name: string;
  readonly value: string;
  readonly domain: string | undefined;
  readonly path: string;
  /** Epoch milliseconds; Infinity for a session cookie. */
  readonly expiresAt: number;
  readonly attributes: string;
}

/** A fake `document` whose `cookie` behaves as a browser's, for unit tests in node. */
export interface FakeDocumentCookie {
  readonly document: { cookie: string };
  /** Every string assigned to `document.cookie`, in order. */
  readonly writes: string[];
  /** The cookies alive now. */
  cookies(): FakeCookie[];
  /** Sets a cookie as a server or another script would (host-only, path /, no expiry). */
  seed(name: string, value: string, domain?: string): void;
}

/**
 * Creates a cookie jar behind a fake `document.cookie`: one entry per name, domain and path;
 * Max-Age wins over Expires; an entry whose expiry has passed (by `Date.now()`, so fake timers
 * apply) is gone; reading lists `name=value` pairs joined by '; ', as browsers do.
 */
export function createFakeDocumentCookie(): FakeDocumentCookie {
  const jar = new Map<string, FakeCookie>();
  const writes: string[] = [];
  const alive = () => [...jar.values()].filter((cookie) => cookie.expiresAt > Date.now());
  const store = (cookie: FakeCookie) => {
    const key = `${cookie.name}|${cookie.domain ?? ''}|${cookie.path}`;
    if (cookie.expiresAt <= Date.now()) jar.delete(key);
    else jar.set(key, cookie);
  };
  const document = {
    get cookie() {
      return alive()
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      let expiresAt = Number.POSITIVE_INFINITY;
      let maxAge: number | undefined;
      let domain: string | undefined;
      let path = '/';
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const name = key.toLowerCase();
        if (name === 'expires') expiresAt = Date.parse(value);
        if (name === 'max-age') maxAge = Number(value);
        if (name === 'domain') domain = value.replace(/^\./, '');
        if (name === 'path') path = value;
      }
      if (maxAge !== undefined) expiresAt = Date.now() + maxAge * 1000;
      store({
        name: pair.slice(0, equals),
        value: pair.slice(equals + 1),
        domain,
        path,
        expiresAt,
        attributes: attributes.join('; '),
      });
    },
  };
  return {
    document,
    writes,
    cookies: alive,
    seed(name, value, domain) {
      store({
        name,
        value,
        domain,
        path: '/',
        expiresAt: Number.POSITIVE_INFINITY,
        attributes: '',
      });
    },
  };
}
