import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './document-cookies';

/**
 * A fake `document` whose cookie property behaves like a browser's jar for one page: setting
 * stores or replaces a cookie by name, path and domain, an expiry in the past or Max-Age<=0
 * removes it, and getting lists 'name=value' pairs.
 */
class FakeDocument {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, string>();

  get cookie(): string {
    return [...this.jar.values()].join('; ');
  }

  set cookie(text: string) {
    this.writes.push(text);
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const scope = attributes.filter((a) => /^(path|domain)=/i.test(a)).join(';');
    const key = `${name};${scope}`;
    const expires = attributes.find((a) => /^expires=/i.test(a));
    const maxAge = attributes.find((a) => /^max-age=/i.test(a));
    const expired =
      (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) ||
      (expires !== undefined && Date.parse(expires.slice(8)) <= Date.now());
    if (expired) this.jar.delete(key);
    else this.jar.set(key, pair);
  }
}

const realDocument = Object.getOwnPropertyDescriptor(globalThis, 'document');

describe('readCookie, writeCookie, deleteCookie with a document', () => {
  let fake: FakeDocument;

  beforeEach(() => {
    fake = new FakeDocument();
    Object.defineProperty(globalThis, 'document', {
      value: fake,
      configurable: true,
      writable: true,
    });
  });

  afterEach(() => {
    if (realDocument) Object.defineProperty(globalThis, 'document', realDocument);
    else Reflect.deleteProperty(globalThis, 'document');
  });

  it('writes to document.cookie and reads it back', () => {
    expect(writeCookie('ss_cvt', '1700000000000', { maxAge: 1800 })).toBe(true);
    expect(fake.writes).toEqual(['ss_cvt=1700000000000; Max-Age=1800; Path=/; SameSite=Lax']);
    expect(readCookie('ss_cvt')).toBe('1700000000000');
  });

  it('round-trips values that need encoding', () => {
    writeCookie('choice', '{"allowed":true}; é', { expires: 30 });
    expect(readCookie('choice')).toBe('{"allowed":true}; é');
  });

  it('returns undefined for an absent cookie', () => {
    expect(readCookie('missing')).toBeUndefined();
    expect(readCookie('toString')).toBeUndefined();
  });

  it('reads document.cookie at call time', () => {
    fake.cookie = 'late=1';
    expect(readCookie('late')).toBe('1');
  });

  it('deletes a cookie by expiring it on the same path and domain', () => {
    writeCookie('ss_lastid', 'site', { domain: '.example.com' });
    expect(readCookie('ss_lastid')).toBe('site');
    expect(deleteCookie('ss_lastid', { domain: '.example.com' })).toBe(true);
    expect(fake.writes.at(-1)).toBe(
      'ss_lastid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=.example.com; SameSite=Lax',
    );
    expect(readCookie('ss_lastid')).toBeUndefined();
  });
});

describe('readCookie, writeCookie, deleteCookie without a document', () => {
  it('has no document in the node test environment', () => {
    expect(typeof document).toBe('undefined');
  });

  it('reads from an explicit source', () => {
    expect(readCookie('a', 'a=1; b=2')).toBe('1');
    expect(readCookie('c', 'a=1; b=2')).toBeUndefined();
    expect(readCookie('a', '')).toBeUndefined();
  });

  it('returns undefined or false instead of touching a document', () => {
    expect(readCookie('a')).toBeUndefined();
    expect(writeCookie('a', '1')).toBe(false);
    expect(deleteCookie('a')).toBe(false);
  });
});
