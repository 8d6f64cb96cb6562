import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterEach, describe, it, vi } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { createFakeCookieDocument, type FakeCookieDocument } from '../testing/fake-cookie-document';
import { createVisitCookies, SS_CVR, SS_CVT } from './create-visit-cookies';
import {
  formatVisitorRecord,
  MAX_VISIT_COUNT,
  parseVisitorRecord,
  parseVisitTimestamp,
  VISIT_TIMESTAMP_PATTERN,
  VISITOR_RECORD_PATTERN,
  type VisitorRecord,
} from './visitor-record';

// Property suite: ss_cvr and ss_cvt come back from the browser's cookie jar, where any script
// or server of the domain may have written them (spec 000 §3 "Visit cookies", §4: formats must
// match their patterns, otherwise new cookies are created).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const FIRST_13_DIGIT_MS = 1_000_000_000_000;
const LAST_13_DIGIT_MS = 9_999_999_999_999;

const HOSTILE_PIECES = [
  ...HOSTILE_STRINGS,
  '|',
  '||',
  ';',
  '=',
  '%7C',
  '%',
  '\n',
  '-',
  '0',
  '1700000000000',
  '9999999999999',
  '4',
  'a',
  'F',
  '\uff11',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode) },
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
);
const hostileText = fc.string({ unit, maxLength: 80 });

const hex = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789abcdef'), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const uuid = fc
  .tuple(hex(8), hex(4), hex(3), fc.constantFrom('8', '9', 'a', 'b'), hex(3), hex(12))
  .map(([a, b, c, variant, d, e]) => `${a}-${b}-4${c}-${variant}${d}-${e}`);
const timestamp = fc.integer({ min: FIRST_13_DIGIT_MS, max: LAST_13_DIGIT_MS });
const count = fc.integer({ min: 1, max: MAX_VISIT_COUNT });
const record: fc.Arbitrary<VisitorRecord> = fc
  .tuple(uuid, timestamp, timestamp, count, count)
  .map(([visitorId, a, b, visitCount, pageViews]) => ({
    visitorId,
    firstVisitAt: Math.min(a, b),
    visitStartedAt: Math.max(a, b),
    visitCount,
    pageViews,
  }));
/** A real ss_cvr value with one part swapped, dropped or added, or a character put in. */
const nearMiss = fc
  .tuple(record, fc.nat(5), hostileText, fc.constantFrom('swap', 'drop', 'add', 'insert'))
  .map(([valid, index, text, how]) => {
    const parts = formatVisitorRecord(valid).split('|');
    if (how === 'swap') parts[index % 5] = text;
    if (how === 'drop') parts.splice(index % 5, 1);
    if (how === 'add') parts.splice(index % 6, 0, text);
    const value = parts.join('|');
    if (how !== 'insert') return value;
    const at = (index * 7) % (value.length + 1);
    return `${value.slice(0, at)}${text}${value.slice(at)}`;
  });

function expectValidRecord(parsed: VisitorRecord) {
  assert.match(
    parsed.visitorId,
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  for (const at of [parsed.firstVisitAt, parsed.visitStartedAt]) {
    assert.ok(Number.isSafeInteger(at));
    assert.ok(at >= FIRST_13_DIGIT_MS);
    assert.ok(at <= LAST_13_DIGIT_MS);
  }
  assert.ok(parsed.firstVisitAt <= parsed.visitStartedAt);
  for (const visits of [parsed.visitCount, parsed.pageViews]) {
    assert.ok(Number.isSafeInteger(visits));
    assert.ok(visits >= 1);
    assert.ok(visits <= MAX_VISIT_COUNT);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ss_cvr and ss_cvt (property, spec 000 §3, §4, §9)', { timeout: 60_000 }, () => {
  it('parseVisitorRecord never throws, and gives a record within range or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, nearMiss, fc.anything()), (value) => {
        const parsed = parseVisitorRecord(value);
        if (parsed !== undefined) expectValidRecord(parsed);
      }),
      RUNS,
    );
  });

  it('parseVisitTimestamp never throws, and gives a 13-digit timestamp or undefined', () => {
    const nearTimestamp = fc.oneof(
      timestamp.map(String),
      fc.tuple(timestamp, hostileText).map(([at, text]) => `${at}${text}`),
      fc.tuple(hostileText, timestamp).map(([text, at]) => `${text}${at}`),
      fc.integer().map(String),
    );
    fc.assert(
      fc.property(fc.oneof(hostileText, nearTimestamp, fc.anything()), (value) => {
        const parsed = parseVisitTimestamp(value);
        if (parsed === undefined) return;
        assert.ok(Number.isSafeInteger(parsed));
        assert.ok(parsed >= FIRST_13_DIGIT_MS);
        assert.ok(parsed <= LAST_13_DIGIT_MS);
        assert.equal(String(parsed), value);
      }),
      RUNS,
    );
  });

  it('round-trips every valid record: format, then parse, gives it back', () => {
    fc.assert(
      fc.property(record, (valid) => {
        const value = formatVisitorRecord(valid);
        assert.match(value, VISITOR_RECORD_PATTERN);
        assert.deepEqual(parseVisitorRecord(value), valid);
      }),
      RUNS,
    );
  });

  it('replaces hostile cookies on a page view and always writes both back in their formats', () => {
    const seed = fc.oneof(
      { weight: 2, arbitrary: record.map(formatVisitorRecord) },
      { weight: 2, arbitrary: nearMiss },
      { weight: 1, arbitrary: hostileText },
    );
    const lastHit = fc.oneof(timestamp.map(String), hostileText);
    // One stubbed document for the whole run, reading and writing each run's own jar.
    let current: FakeCookieDocument = createFakeCookieDocument();
    vi.stubGlobal('document', {
      get cookie() {
        return current.cookie;
      },
      set cookie(text: string) {
        current.cookie = text;
      },
    });
    fc.assert(
      fc.property(
        fc.option(seed, { nil: undefined }),
        fc.option(lastHit, { nil: undefined }),
        timestamp,
        uuid,
        (cvr, cvt, now, freshId) => {
          const doc = createFakeCookieDocument({ now: () => now });
          if (cvr !== undefined) doc.seed(SS_CVR, cvr);
          if (cvt !== undefined) doc.seed(SS_CVT, cvt);
          current = doc;
          const visits = createVisitCookies({ now: () => now, createId: () => freshId });
          const before = visits.read();
          const state = visits.recordPageView();

          assert.notEqual(state, undefined);
          if (state === undefined) return;
          const { newVisitor, newVisit, ...written } = state;
          expectValidRecord(written);
          assert.equal(newVisitor, before === undefined);
          if (before === undefined) assert.equal(written.visitorId, freshId);
          else {
            assert.equal(written.visitorId, before.visitorId);
            assert.equal(written.firstVisitAt, before.firstVisitAt);
          }
          if (newVisit) assert.equal(written.pageViews, 1);
          const cookies = Object.fromEntries(
            doc.cookie.split('; ').map((pair) => {
              const equals = pair.indexOf('=');
              return [pair.slice(0, equals), decodeURIComponent(pair.slice(equals + 1))];
            }),
          );
          assert.match(cookies[SS_CVR] ?? '', VISITOR_RECORD_PATTERN);
          assert.equal(cookies[SS_CVR], formatVisitorRecord(written));
          assert.match(cookies[SS_CVT] ?? '', VISIT_TIMESTAMP_PATTERN);
        },
      ),
      RUNS,
    );
  });
});
