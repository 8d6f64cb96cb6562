import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseCookies } from './parse-cookies';
import { serializeCookie } from './serialize-cookie';

describe('serializeCookie', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to Path=/ and SameSite=Lax', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; Path=/; SameSite=Lax');
  });

  it('takes expires as a number of days from now', () => {
    // Cookie-choice lifetime: 30 days (spec 000 section 9).
    expect(serializeCookie('choice', 'true', { expires: 30 })).toBe(
      'choice=true; Expires=Wed, 31 Jan 2024 00:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('takes expires as a date and maxAge in seconds', () => {
    expect(
      serializeCookie('ss_cvt', '1', { expires: new Date('2024-01-01T00:30:00Z'), maxAge: 1800.7 }),
    ).toBe('ss_cvt=1; Expires=Mon, 01 Jan 2024 00:30:00 GMT; Max-Age=1800; Path=/; SameSite=Lax');
  });

  it('writes path, domain, sameSite and secure', () => {
    expect(
      serializeCookie('id', 'v', {
        path: '/shop',
        domain: '.example.com',
        sameSite: 'Strict',
        secure: true,
      }),
    ).toBe('id=v; Path=/shop; Domain=.example.com; SameSite=Strict; Secure');
  });

  it('adds Secure to SameSite=None', () => {
    expect(serializeCookie('x', 'y', { sameSite: 'None' })).toBe(
      'x=y; Path=/; SameSite=None; Secure',
    );
  });

  it('encodes names and values so no character can break the cookie', () => {
    expect(serializeCookie('a b(c)', 'été; x=1\r\nSet-Cookie: evil')).toBe(
      'a%20b%28c%29=%C3%A9t%C3%A9%3B%20x=1%0D%0ASet-Cookie:%20evil; Path=/; SameSite=Lax',
    );
  });

  it('writes what RFC 6265 allows in a value as it is: ss_cvr keeps its five parts (spec 000 §3)', () => {
    const value = 'a1b2|1764100000000|3|1764100000000|1';
    expect(serializeCookie('ss_cvr', value)).toBe(`ss_cvr=${value}; Path=/; SameSite=Lax`);
    expect(serializeCookie('x', '#$&+/:<=>?@[]^`{|}')).toBe(
      'x=#$&+/:<=>?@[]^`{|}; Path=/; SameSite=Lax',
    );
    // '%' stays escaped, so reading back is unambiguous.
    expect(serializeCookie('x', '100% "ok", \\ fin')).toBe(
      'x=100%25%20%22ok%22%2C%20%5C%20fin; Path=/; SameSite=Lax',
    );
    expect(parseCookies(serializeCookie('x', '100% "ok", \\ fin').split(';')[0] ?? '').x).toBe(
      '100% "ok", \\ fin',
    );
  });

  it('round-trips any name and value through parseCookies', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ maxLength: 80 }),
        (name, value) => {
          const pair = serializeCookie(name, value).split(';')[0] ?? '';
          expect(parseCookies(pair)[name]).toBe(value);
        },
      ),
      UNIT_TEST_RUNS,
    );
  });

  it('throws a TypeError for programming mistakes', () => {
    expect(() => serializeCookie('', 'v')).toThrow(TypeError);
    expect(() => serializeCookie('a', 'v', { expires: new Date(Number.NaN) })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'v', { expires: Number.NaN })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'v', { maxAge: Number.POSITIVE_INFINITY })).toThrow(
      TypeError,
    );
    expect(() => serializeCookie('a', 'v', { path: '/; Domain=evil.com' })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'v', { domain: 'x.com\r\n' })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'v', { sameSite: 'lax' as 'Lax' })).toThrow(TypeError);
  });
});
