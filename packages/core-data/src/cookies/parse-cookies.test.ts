import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseCookies } from './parse-cookies';

describe('parseCookies', () => {
  it('parses name=value pairs separated by semicolons', () => {
    expect(parseCookies('ss_cvr=abc|1|2|3|4; ss_cvt=1700000000000;crumb=xyz')).toEqual({
      ss_cvr: 'abc|1|2|3|4',
      ss_cvt: '1700000000000',
      crumb: 'xyz',
    });
  });

  it('returns an empty object for an empty header', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(' ; ;; ')).toEqual({});
  });

  it('trims, unquotes and percent-decodes', () => {
    expect(parseCookies(' a = 1 ; b="quoted value"; c=%C3%A9t%C3%A9%3B%20ok; d=""')).toEqual({
      a: '1',
      b: 'quoted value',
      c: 'été; ok',
      d: '',
    });
  });

  it('keeps values that contain =', () => {
    expect(parseCookies('token=a=b=c')).toEqual({ token: 'a=b=c' });
  });

  it('skips malformed pairs and keeps bad percent-encoding as written', () => {
    expect(parseCookies('novalue; =nameless; ok=1; bad=%E0%A4%A; worse=%')).toEqual({
      ok: '1',
      bad: '%E0%A4%A',
      worse: '%',
    });
  });

  it('keeps the first of duplicate names', () => {
    expect(parseCookies('a=specific; a=general')).toEqual({ a: 'specific' });
  });

  it('treats __proto__ as a plain name', () => {
    const cookies = parseCookies('__proto__=x; constructor=y');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(Object.entries(cookies)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('never throws and always gives string values', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (header) => {
        for (const value of Object.values(parseCookies(header)))
          expect(typeof value).toBe('string');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
