import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVisitorRecord,
  MAX_VISIT_COUNT,
  parseVisitorRecord,
  parseVisitTimestamp,
  VISITOR_RECORD_PATTERN,
} from './visitor-record';

const id = '9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab';

describe('visitor record (ss_cvr, spec 000 §3: five parts separated by |)', () => {
  it('reads and writes the five parts', () => {
    const value = `${id}|1700000000000|1700003600000|3|12`;
    const record = parseVisitorRecord(value);
    expect(record).toEqual({
      visitorId: id,
      firstVisitAt: 1_700_000_000_000,
      visitStartedAt: 1_700_003_600_000,
      visitCount: 3,
      pageViews: 12,
    });
    expect(record && formatVisitorRecord(record)).toBe(value);
    expect(value.split('|')).toHaveLength(5);
  });

  it('refuses values that do not match the pattern', () => {
    for (const value of [
      '',
      `${id}|1700000000000|1700000000000|1`, // four parts
      `${id}|1700000000000|1700000000000|1|1|1`, // six parts
      `${id.toUpperCase()}|1700000000000|1700000000000|1|1`,
      `not-a-uuid|1700000000000|1700000000000|1|1`,
      `${id}|170000000000|1700000000000|1|1`, // 12-digit timestamp
      `${id}|1700000000000|1700000000000|0|1`, // no visit
      `${id}|1700000000000|1700000000000|1|01`,
      `${id}|1700000000000|1700000000000|1|1000000000`, // ten digits
      ` ${id}|1700000000000|1700000000000|1|1`,
    ]) {
      expect(parseVisitorRecord(value), value).toBeUndefined();
    }
    expect(parseVisitorRecord(undefined)).toBeUndefined();
    expect(parseVisitorRecord(42)).toBeUndefined();
  });

  it('refuses a visit that began before the first visit', () => {
    expect(parseVisitorRecord(`${id}|1700003600000|1700000000000|2|1`)).toBeUndefined();
  });

  it('counts up to nine digits', () => {
    expect(MAX_VISIT_COUNT).toBe(999_999_999);
    expect(
      parseVisitorRecord(`${id}|1700000000000|1700000000000|${MAX_VISIT_COUNT}|1`)?.visitCount,
    ).toBe(MAX_VISIT_COUNT);
  });

  it('reads ss_cvt as a 13-digit timestamp', () => {
    expect(parseVisitTimestamp('1700000000000')).toBe(1_700_000_000_000);
    expect(parseVisitTimestamp('17000000000')).toBeUndefined();
    expect(parseVisitTimestamp('1700000000000x')).toBeUndefined();
    expect(parseVisitTimestamp(null)).toBeUndefined();
  });

  it('property: any value parses exactly when it matches the pattern with ordered visits, and round-trips', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constant(`${id}|1700000000000|1700000000000|1|1`)),
        (value) => {
          const record = parseVisitorRecord(value);
          const match = VISITOR_RECORD_PATTERN.exec(value);
          expect(record !== undefined).toBe(match !== null && Number(match[2]) <= Number(match[3]));
          if (record) expect(formatVisitorRecord(record)).toBe(value);
        },
      ),
    );
  });

  it('property: every well-formed record round-trips', () => {
    fc.assert(
      fc.property(
        fc.uuid({ version: 4 }),
        fc.integer({ min: 1_000_000_000_000, max: 9_999_999_999_999 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: MAX_VISIT_COUNT }),
        fc.integer({ min: 1, max: MAX_VISIT_COUNT }),
        (visitorId, first, gap, visits, views) => {
          const started = Math.min(first + gap, 9_999_999_999_999);
          const record = {
            visitorId,
            firstVisitAt: first,
            visitStartedAt: started,
            visitCount: visits,
            pageViews: views,
          };
          expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record);
        },
      ),
    );
  });
});
