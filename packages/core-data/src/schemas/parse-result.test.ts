import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { formatIssuePath, issueMessage, parseWith } from './parse-result';

describe('formatIssuePath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatIssuePath([])).toBe('');
    expect(formatIssuePath(['sku'])).toBe('sku');
    expect(formatIssuePath(['variants', 0, 'sku'])).toBe('variants[0].sku');
    expect(formatIssuePath([0, 'a'])).toBe('[0].a');
    expect(formatIssuePath(['date-closed'])).toBe('date-closed');
  });
});

describe('parseWith', () => {
  const Schema = z.looseObject({
    name: z.string().check(z.maxLength(3)),
    count: z.optional(z.int().check(z.minimum(1))),
    tags: z.optional(z.array(z.enum(['a', 'b']))),
    id: z.optional(z.union([z.number(), z.string()])),
    kind: z.optional(z.literal(7)),
  });

  it('gives the value on success, keeping extra fields', () => {
    expect(parseWith(Schema, { name: 'abc', extra: true }, 'thing')).toEqual({
      ok: true,
      value: { name: 'abc', extra: true },
    });
  });

  it('names the subject and the first failing path, and counts the others', () => {
    const result = parseWith(Schema, { name: 'abcd', count: 0 }, 'thing');
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Invalid thing at name: must be at most 3 characters (and 1 more)',
        issues: [
          { path: 'name', message: 'must be at most 3 characters' },
          { path: 'count', message: 'must be at least 1' },
        ],
      },
    });
  });

  it('describes the input itself when it is the problem', () => {
    const result = parseWith(Schema, 'text', 'thing');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.message).toBe('Invalid thing: expected object, received string');
  });

  it.each([
    [{}, 'name', 'required (expected string)'],
    [{ name: 5 }, 'name', 'expected string, received number'],
    [{ name: null }, 'name', 'expected string, received null'],
    [{ name: [] }, 'name', 'expected string, received array'],
    [{ name: 'a', count: 1.5 }, 'count', 'expected integer, received a fractional number'],
    [{ name: 'a', count: Number.NaN }, 'count', 'expected number, received NaN'],
    [{ name: 'a', tags: ['c'] }, 'tags[0]', 'expected one of "a", "b"'],
    [{ name: 'a', id: null }, 'id', 'expected number or string, received null'],
    [{ name: 'a', kind: 8 }, 'kind', 'expected 7'],
  ])('explains %j at %s: %s', (input, path, message) => {
    const result = parseWith(Schema, input, 'thing');
    expect(result).toEqual({
      ok: false,
      error: { message: `Invalid thing at ${path}: ${message}`, issues: [{ path, message }] },
    });
  });

  it('refuses an input that throws while being read', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    expect(parseWith(Schema, hostile, 'thing')).toEqual({
      ok: false,
      error: {
        message: 'Invalid thing: could not be read',
        issues: [{ path: '', message: 'could not be read' }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (input) => {
        const result = parseWith(Schema, input, 'thing');
        expect(typeof result.ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});

describe('issueMessage', () => {
  it('shortens long lists of expected values', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(issueMessage({ code: 'invalid_value', values, input: 0, path: [] })).toBe(
      'expected one of 1, 2, 3, 4, 5, 6, 7, 8, … (10 values)',
    );
  });

  it('words bounds by origin and inclusiveness', () => {
    expect(
      issueMessage({
        code: 'too_big',
        origin: 'array',
        maximum: 2,
        inclusive: true,
        input: [],
        path: [],
      }),
    ).toBe('must be at most 2 items');
    expect(
      issueMessage({
        code: 'too_small',
        origin: 'number',
        minimum: 0,
        inclusive: false,
        input: 0,
        path: [],
      }),
    ).toBe('must be more than 0');
    expect(
      issueMessage({
        code: 'too_big',
        origin: 'number',
        maximum: 9,
        inclusive: false,
        input: 9,
        path: [],
      }),
    ).toBe('must be less than 9');
  });

  it('words formats', () => {
    expect(
      issueMessage({
        code: 'invalid_format',
        format: 'regex',
        pattern: '^a$',
        input: 'b',
        path: [],
      }),
    ).toBe('has an invalid format');
    expect(issueMessage({ code: 'invalid_format', format: 'email', input: 'b', path: [] })).toBe(
      'must be a valid email',
    );
  });
});
