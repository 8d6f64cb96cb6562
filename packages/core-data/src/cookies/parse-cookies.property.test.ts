import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../testing/hostile-strings';
import { hostileUnit, RUNS, wellFormed } from '../testing/property-harness';
import { readCookie } from './document-cookies';
import { parseCookies } from './parse-cookies';
import { serializeCookie } from './serialize-cookie';

// Property suite: parseCookies reads `document.cookie`, which other scripts and servers of the
// domain write too; serializeCookie is its writer (ss_cvr, ss_cvt, the consent choice).

const HOSTILE_PIECES = [
  // Never empty: an empty name or id is refused before this property's round trip.
  ...HOSTILE_STRINGS.filter((text) => text !== ''),
  'toString',
  ';',
  '=',
  ',',
  '"',
  '\t',
  '\r\n',
  '%',
  '%E0%A4%A',
  '%3B',
  'Set-Cookie: evil=1',
  '{"allowed":true}',
  '|',
];
const unit = hostileUnit(HOSTILE_PIECES);
const hostileText = fc.string({ unit, maxLength: 60 });

describe('parseCookies and serializeCookie (property)', { timeout: 60_000 }, () => {
  it('never throws on any header, and gives non-empty names with string values', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.anything()), (header) => {
        const cookies = parseCookies(header as string);
        assert.equal(Object.getPrototypeOf(cookies), null);
        for (const [name, value] of Object.entries(cookies)) {
          assert.ok(name.length > 0);
          assert.equal(typeof value, 'string');
        }
      }),
      RUNS,
    );
  });

  it('does not touch Object.prototype, whatever the names', () => {
    fc.assert(
      fc.property(hostileText, (header) => {
        const cookies = parseCookies(`__proto__=polluted; constructor=x; ${header}`);
        assert.deepEqual(Object.entries(cookies).slice(0, 2), [
          ['__proto__', 'polluted'],
          ['constructor', 'x'],
        ]);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        assert.equal(Object.getPrototypeOf({}), Object.prototype);
      }),
      RUNS,
    );
  });

  it('round-trips any name and value: write, then read back among other cookies', () => {
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: 1, maxLength: 30 }).filter((name) => name !== 'ours-before'),
        hostileText,
        hostileText,
        (name, value, other) => {
          const pair = serializeCookie(name, value).split(';')[0] ?? '';
          // Another script's cookies around ours, under names that cannot collide with it.
          const header = `ours-before=1; ${pair}; zz-after=${encodeURIComponent(wellFormed(other))}`;
          assert.equal(readCookie(wellFormed(name), header), wellFormed(value));
        },
      ),
      RUNS,
    );
  });

  it('writes attributes that no value can break: one name=value pair, then known attributes', () => {
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 30 }), hostileText, (name, value) => {
        const written = serializeCookie(name, value, { maxAge: 1800 });
        const [pair = '', ...attributes] = written.split('; ');
        // The name ends at the first '=' (a value may hold '=', an RFC 6265 cookie-octet).
        const equals = pair.indexOf('=');
        assert.ok(equals > 0);
        assert.doesNotMatch(pair.slice(0, equals), /=/);
        assert.doesNotMatch(pair, /[;,\s"\\]/u);
        assert.deepEqual(attributes, ['Max-Age=1800', 'Path=/', 'SameSite=Lax']);
      }),
      RUNS,
    );
  });

  it('keeps the first of repeated names, as browsers list the most specific first', () => {
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (first, second, rest) => {
        const header = `ss_cvt=${encodeURIComponent(wellFormed(first))}; ${rest}; ss_cvt=${encodeURIComponent(wellFormed(second))}`;
        assert.equal(readCookie('ss_cvt', header), wellFormed(first));
      }),
      RUNS,
    );
  });
});
