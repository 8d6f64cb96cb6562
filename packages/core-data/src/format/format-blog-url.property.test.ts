import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../testing/hostile-strings';
import { hostileUnit, RUNS } from '../testing/property-harness';
import { formatBlogUrl } from './format-blog-url';

// Property suite: formatBlogUrl takes the owner's pattern and a post title (spec 000 §5 "Other":
// tokens y, m, d, t after '%'; lowercase; spaces become hyphens; only letters, digits, '/', '-').

const HOSTILE_PIECES = [
  ...HOSTILE_STRINGS,
  'javascript:',
  '%',
  '%y',
  '%m',
  '%d',
  '%t',
  '%x',
  '%%',
  '../',
  '\t',
  '\n',
  '\u00a0',
  '\u202e',
  'Été à Paris',
  'İ',
  'ß',
  '\u0301',
];
const unit = hostileUnit(HOSTILE_PIECES);
const hostileText = fc.string({ unit, maxLength: 60 });
const validDate = fc.date({ noInvalidDate: true });

/** Letters (with their marks), decimal digits, '/' and '-': all a blog URL may hold. */
const KEPT_ONLY = /^[\p{L}\p{M}\p{Nd}/-]*$/u;

describe('formatBlogUrl (property, spec 000 §5)', () => {
  it('never throws for a valid date, and keeps only letters, digits, slash and hyphen', () => {
    fc.assert(
      fc.property(hostileText, hostileText, validDate, (pattern, title, date) => {
        const url = formatBlogUrl(pattern, { date, title });
        assert.match(url, KEPT_ONLY);
        assert.doesNotMatch(url, /[\s<>:%]/u);
      }),
      RUNS,
    );
  });

  it('gives a lowercase URL', () => {
    fc.assert(
      fc.property(hostileText, hostileText, validDate, (pattern, title, date) => {
        const url = formatBlogUrl(pattern, { date, title });
        assert.equal(url.toLowerCase(), url);
      }),
      RUNS,
    );
  });

  it('refuses an invalid date with a RangeError, the only error it has', () => {
    const date = fc.oneof(validDate, fc.constant(new Date(Number.NaN)));
    fc.assert(
      fc.property(hostileText, hostileText, date, (pattern, title, when) => {
        let url: string | undefined;
        let error: unknown;
        try {
          url = formatBlogUrl(pattern, { date: when, title });
        } catch (caught) {
          error = caught;
        }
        if (Number.isNaN(when.getTime())) assert.ok(error instanceof RangeError);
        else assert.equal(typeof url, 'string');
      }),
      RUNS,
    );
  });

  it('writes %y/%m/%d from the UTC date and %t with each space as a hyphen', () => {
    const asciiWords = fc
      .array(
        fc
          .array(fc.constantFrom(...'abcXYZ019'), { minLength: 1, maxLength: 8 })
          .map((w) => w.join('')),
        { minLength: 1, maxLength: 5 },
      )
      .chain((words) =>
        fc
          .array(fc.constantFrom(' ', '  ', '\t'), {
            minLength: words.length - 1,
            maxLength: words.length - 1,
          })
          .map((spaces) => words.map((w, i) => `${w}${spaces[i] ?? ''}`).join('')),
      );
    const ordinaryDate = fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(asciiWords, ordinaryDate, (title, date) => {
        const year = String(date.getUTCFullYear()).padStart(4, '0');
        const month = String(date.getUTCMonth() + 1).padStart(2, '0');
        const day = String(date.getUTCDate()).padStart(2, '0');
        const slug = title.toLowerCase().replace(/\s/g, '-');
        assert.equal(
          formatBlogUrl('/blog/%y/%m/%d/%t', { date, title }),
          `/blog/${year}/${month}/${day}/${slug}`,
        );
      }),
      RUNS,
    );
  });

  it('drops the % of any token other than y, m, d, t and keeps its letter', () => {
    const other = fc
      .constantFrom(...'abcefghijklnopqrsuvwxzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
      .filter((letter) => !'ymdt'.includes(letter));
    fc.assert(
      fc.property(other, validDate, hostileText, (letter, date, title) => {
        assert.equal(formatBlogUrl(`/%${letter}`, { date, title }), `/${letter.toLowerCase()}`);
      }),
      RUNS,
    );
  });
});
