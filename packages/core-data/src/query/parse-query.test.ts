import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { getQueryParam, parseQuery, QUERY_MAX_KEYS } from './parse-query';

describe('parseQuery', () => {
  it('parses pairs, with or without a leading ?', () => {
    expect(parseQuery('?a=1&b=2')).toEqual({ a: '1', b: '2' });
    expect(parseQuery('a=1&b=2')).toEqual({ a: '1', b: '2' });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  it('turns repeated keys into arrays, in order', () => {
    expect(parseQuery('?tag=a&x=1&tag=b&tag=c')).toEqual({ tag: ['a', 'b', 'c'], x: '1' });
  });

  it("decodes '+' as a space and percent-escapes", () => {
    expect(parseQuery('?q=caf%C3%A9+cr%C3%A8me&frameUrl=%2Fshop%3Fpage%3D2')).toEqual({
      q: 'café crème',
      frameUrl: '/shop?page=2',
    });
    expect(parseQuery('?a%20b=c%2Bd')).toEqual({ 'a b': 'c+d' });
  });

  it('keeps bad percent-encoding as written', () => {
    expect(parseQuery('?a=%E0%A4%A&b=100%&c=%zz')).toEqual({ a: '%E0%A4%A', b: '100%', c: '%zz' });
  });

  it('gives flags without = an empty value and ignores empty keys and pairs', () => {
    expect(parseQuery('?noredirect&&=x&logout=true&')).toEqual({ noredirect: '', logout: 'true' });
  });

  it('stops at a fragment', () => {
    expect(parseQuery('?itemId=abc#itemId=def')).toEqual({ itemId: 'abc' });
  });

  it('treats __proto__ as a plain key', () => {
    const query = parseQuery('?__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.entries(query)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads at most 1000 parameters by default (spec 000 section 9)', () => {
    expect(QUERY_MAX_KEYS).toBe(1000);
    const many = Array.from({ length: 1500 }, (_, index) => `k${index}=${index}`).join('&');
    const query = parseQuery(many);
    expect(Object.keys(query)).toHaveLength(1000);
    expect(query.k999).toBe('999');
    expect(query.k1000).toBeUndefined();
    expect(parseQuery(`?${'a=1&'.repeat(5000)}`).a).toHaveLength(1000);
  });

  it('takes a custom limit', () => {
    expect(parseQuery('a=1&b=2&c=3', 2)).toEqual({ a: '1', b: '2' });
    expect(parseQuery('a=1&b=2', 0)).toEqual({});
    expect(parseQuery('a=1&b=2', Number.POSITIVE_INFINITY)).toEqual({ a: '1', b: '2' });
  });

  it('never throws and never holds more keys than the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.nat(20), (search, limit) => {
        const query = parseQuery(search, limit);
        expect(Object.keys(query).length).toBeLessThanOrEqual(limit);
        for (const value of Object.values(query)) {
          if (Array.isArray(value)) expect(value.length).toBeGreaterThan(1);
          else expect(typeof value).toBe('string');
        }
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('round-trips URLSearchParams output', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (record) => {
        const search = `?${new URLSearchParams(record).toString()}`;
        expect(parseQuery(search, Number.POSITIVE_INFINITY)).toEqual(record);
      }),
      UNIT_TEST_RUNS,
    );
  });
});

describe('getQueryParam', () => {
  it('returns the first value, or undefined', () => {
    expect(getQueryParam('?nomotion=true', 'nomotion')).toBe('true');
    expect(getQueryParam('?tag=a&tag=b', 'tag')).toBe('a');
    expect(getQueryParam('?a=1', 'b')).toBeUndefined();
    expect(getQueryParam('', 'a')).toBeUndefined();
    expect(getQueryParam('?a=1', 'toString')).toBeUndefined();
  });
});
