import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../testing/hostile-strings';
import { hostileUnit, RUNS, wellFormed } from '../testing/property-harness';
import { getQueryParam, parseQuery, QUERY_MAX_KEYS } from './parse-query';

// Property suite: parseQuery reads the page address's query, which anyone can write
// (spec 000 §9 "Query parsing limit 1000 keys").

const HOSTILE_PIECES = [
  // Never empty: an empty name or id is refused before this property's round trip.
  ...HOSTILE_STRINGS.filter((text) => text !== ''),
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '&',
  '=',
  '?',
  '#',
  '+',
  '%',
  '%2',
  '%E0%A4%A',
  '%C3%A9',
  '%00',
  '%F0%9F%98%80',
  '\u00a0',
  '[]',
];
const unit = hostileUnit(HOSTILE_PIECES);
const hostileQuery = fc.string({ unit, maxLength: 80 });

// Distinct plain parameters, written once: runs take a prefix of them, so a run costs the
// parsing of up to a thousand parameters and not the building of them.
const PLAIN_COUNT = 1100;
const PLAIN = Array.from({ length: PLAIN_COUNT }, (_, i) => `k${i}=${i}`).join('&');
const PLAIN_ENDS = [0];
for (let index = PLAIN.indexOf('&'); index !== -1; index = PLAIN.indexOf('&', index + 1)) {
  PLAIN_ENDS.push(index);
}
PLAIN_ENDS.push(PLAIN.length);

/** A query of hostile parameters, then up to 1100 distinct plain ones (past the limit). */
const manyParameters = fc
  .tuple(
    fc.array(fc.tuple(hostileQuery, hostileQuery), { maxLength: 6 }),
    fc.oneof(
      { weight: 4, arbitrary: fc.nat(40) },
      { weight: 1, arbitrary: fc.integer({ min: 990, max: PLAIN_COUNT }) },
    ),
  )
  .map(([head, count]) => {
    const hostile = head.map(([key, value]) => `${key}=${value}`).join('&');
    return `${hostile}&${PLAIN.slice(0, PLAIN_ENDS[count])}`;
  });

describe('parseQuery (property, spec 000 §9)', { timeout: 60_000 }, () => {
  it('never throws on any input, and holds only strings and lists of two or more strings', () => {
    fc.assert(
      fc.property(fc.oneof(hostileQuery, fc.anything()), (search) => {
        const query = parseQuery(search as string);
        assert.equal(Object.getPrototypeOf(query), null);
        for (const [key, value] of Object.entries(query)) {
          assert.ok(key.length > 0);
          if (Array.isArray(value)) {
            assert.ok(value.length > 1);
            for (const item of value) assert.equal(typeof item, 'string');
          } else assert.equal(typeof value, 'string');
        }
      }),
      RUNS,
    );
  });

  it('never returns more than 1000 keys by default', () => {
    fc.assert(
      fc.property(manyParameters, (search) => {
        const query = parseQuery(search);
        assert.ok(Object.keys(query).length <= QUERY_MAX_KEYS);
        const values = Object.values(query).flat();
        assert.ok(values.length <= QUERY_MAX_KEYS);
      }),
      RUNS,
    );
  });

  it('never holds more than `limit` keys for any limit', () => {
    const limit = fc.oneof(
      fc.integer({ min: -5, max: 50 }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2.5),
    );
    fc.assert(
      fc.property(hostileQuery, limit, (search, max) => {
        const count = Object.keys(parseQuery(search, max)).length;
        if (Number.isNaN(max) || max <= 0) assert.equal(count, 0);
        else assert.ok(count <= max);
      }),
      RUNS,
    );
  });

  it('does not touch Object.prototype, whatever the keys', () => {
    fc.assert(
      fc.property(hostileQuery, (search) => {
        parseQuery(
          `__proto__=1&__proto__[polluted]=1&constructor[prototype][polluted]=1&${search}`,
        );
        const probe: Record<string, unknown> = {};
        assert.equal(probe.polluted, undefined);
        assert.equal(Object.getPrototypeOf(probe), Object.prototype);
      }),
      RUNS,
    );
  });

  it('round-trips what URLSearchParams writes: every pair, in order, under its key', () => {
    const pairs = fc.array(
      fc.tuple(
        fc.string({ unit, minLength: 1, maxLength: 12 }),
        fc.string({ unit, maxLength: 12 }),
      ),
      {
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(pairs, fc.boolean(), (list, withHash) => {
        const written = new URLSearchParams(list).toString();
        const query = parseQuery(`?${written}${withHash ? '#section=1' : ''}`);
        const expected: Record<string, string | string[]> = Object.create(null);
        // URLSearchParams writes each lone surrogate as U+FFFD, as UTF-8 does.
        for (const [rawKey, rawValue] of list) {
          const key = wellFormed(rawKey);
          const value = wellFormed(rawValue);
          const existing = expected[key];
          if (existing === undefined) expected[key] = value;
          else if (typeof existing === 'string') expected[key] = [existing, value];
          else existing.push(value);
        }
        assert.deepEqual(query, expected);
        assert.deepEqual(Object.keys(query), Object.keys(expected));
        const [first] = list;
        if (first)
          assert.equal(getQueryParam(`?${written}`, wellFormed(first[0])), wellFormed(first[1]));
      }),
      RUNS,
    );
  });
});
