import { LIMITS } from '@vitrine/core-data/constants';
import { VisitCookieName } from '@vitrine/core-data/enums';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UUID_PATTERN } from '../shared/random-id';
import { createFakeCookieDocument, type FakeCookieDocument } from '../testing/fake-cookie-document';
import {
  createVisitCookies,
  SS_CVR,
  SS_CVR_LIFETIME_YEARS,
  SS_CVT,
  SS_CVT_LIFETIME_MINUTES,
  VISIT_TIMEOUT_MS,
} from './create-visit-cookies';
import { VISIT_TIMESTAMP_PATTERN, VISITOR_RECORD_PATTERN } from './visitor-record';

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);
let clock = T0;
let doc: FakeCookieDocument;

const cookie = (name: string) => {
  const found = doc.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
};

beforeEach(() => {
  clock = T0;
  doc = createFakeCookieDocument({ now: () => clock });
  vi.stubGlobal('document', doc);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createVisitCookies (spec 000 §3, §4, §9)', () => {
  it('names and lifetimes come from core-data', () => {
    expect(SS_CVR).toBe(VisitCookieName.SS_CVR);
    expect(SS_CVT).toBe(VisitCookieName.SS_CVT);
    expect(SS_CVR_LIFETIME_YEARS).toBe(LIMITS.cookies.ssCvrLifetimeYears);
    expect(SS_CVT_LIFETIME_MINUTES).toBe(LIMITS.cookies.ssCvtLifetimeMinutes);
    expect(VISIT_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('creates both cookies on a first page view: ss_cvr for 2 years, ss_cvt for 30 minutes', () => {
    const visits = createVisitCookies({
      now: () => clock,
      createId: () => '9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab',
    });
    const state = visits.recordPageView();
    expect(state).toEqual({
      visitorId: '9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab',
      firstVisitAt: T0,
      visitStartedAt: T0,
      visitCount: 1,
      pageViews: 1,
      newVisitor: true,
      newVisit: true,
    });
    expect(cookie('ss_cvr')).toBe(`9b2f7c1e-1a2b-4c3d-8e4f-0123456789ab|${T0}|${T0}|1|1`);
    expect(cookie('ss_cvt')).toBe(String(T0));
    expect(doc.lastWrite('ss_cvr')?.expires).toBe(
      new Date(Date.UTC(2027, 0, 15, 10, 0, 0)).toUTCString(),
    );
    expect(doc.lastWrite('ss_cvt')?.expires).toBe(new Date(T0 + 30 * 60_000).toUTCString());
    expect(doc.lastWrite('ss_cvt')?.['max-age']).toBe('1800');
    expect(doc.lastWrite('ss_cvr')?.path).toBe('/');
  });

  it('counts page views within a visit and starts a new visit after 30 minutes without one', () => {
    const visits = createVisitCookies({ now: () => clock });
    const first = visits.recordPageView();
    clock += 29 * 60_000;
    expect(visits.recordPageView()).toMatchObject({
      visitCount: 1,
      pageViews: 2,
      newVisit: false,
      newVisitor: false,
    });
    clock += 29 * 60_000; // the visit timestamp slid: still the same visit
    expect(visits.recordPageView()).toMatchObject({ visitCount: 1, pageViews: 3, newVisit: false });
    clock += 31 * 60_000; // ss_cvt has expired
    expect(cookie('ss_cvt')).toBeUndefined();
    const third = visits.recordPageView();
    expect(third).toMatchObject({ visitCount: 2, pageViews: 1, newVisit: true, newVisitor: false });
    expect(third?.visitorId).toBe(first?.visitorId);
    expect(third?.firstVisitAt).toBe(T0);
    expect(third?.visitStartedAt).toBe(clock);
  });

  it('treats a live ss_cvt older than 30 minutes (a wrong clock) as a new visit', () => {
    const visits = createVisitCookies({ now: () => clock });
    visits.recordPageView();
    doc.seed('ss_cvt', String(clock - VISIT_TIMEOUT_MS));
    expect(visits.recordPageView()).toMatchObject({ visitCount: 2, newVisit: true });
  });

  it('replaces a malformed ss_cvr with a new visitor record', () => {
    doc.seed('ss_cvr', 'garbage|1|2|3|4');
    doc.seed('ss_cvt', String(T0 - 1000));
    const state = createVisitCookies({ now: () => clock }).recordPageView();
    expect(state).toMatchObject({ newVisitor: true, newVisit: true, visitCount: 1, pageViews: 1 });
    expect(cookie('ss_cvr')).toMatch(VISITOR_RECORD_PATTERN);
  });

  it('replaces a malformed ss_cvt and starts a new visit', () => {
    const visits = createVisitCookies({ now: () => clock });
    visits.recordPageView();
    doc.seed('ss_cvt', 'demain');
    expect(visits.recordPageView()).toMatchObject({ visitCount: 2, pageViews: 1, newVisit: true });
    expect(cookie('ss_cvt')).toBe(String(clock));
  });

  it('writes nothing while tracking is not allowed, and reads without writing', () => {
    let allowed = false;
    const consent = { allowsTracking: () => allowed, subscribe: () => () => {} };
    const visits = createVisitCookies({ consent, now: () => clock });
    expect(visits.recordPageView()).toBeUndefined();
    expect(doc.writes).toEqual([]);
    allowed = true;
    visits.recordPageView();
    const writes = doc.writes.length;
    expect(visits.read()).toMatchObject({ visitCount: 1, pageViews: 1 });
    expect(doc.writes).toHaveLength(writes);
  });

  it('does nothing without a document (server rendering)', () => {
    vi.unstubAllGlobals();
    expect(createVisitCookies().recordPageView()).toBeUndefined();
    expect(createVisitCookies().read()).toBeUndefined();
  });

  it('property: cookies of any shape never crash and are replaced by fresh ones', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (cvr, cvt, encoded) => {
        doc = createFakeCookieDocument({ now: () => clock });
        vi.stubGlobal('document', doc);
        doc.seed('ss_cvr', encoded ? encodeURIComponent(cvr) : cvr);
        doc.seed('ss_cvt', encoded ? encodeURIComponent(cvt) : cvt);
        const state = createVisitCookies({ now: () => clock }).recordPageView();
        expect(state).toBeDefined();
        expect(state?.visitorId).toMatch(UUID_PATTERN);
        expect(cookie('ss_cvr')).toMatch(VISITOR_RECORD_PATTERN);
        expect(cookie('ss_cvt')).toMatch(VISIT_TIMESTAMP_PATTERN);
        expect(state?.newVisitor).toBe(true); // no random string is a valid record
      }),
    );
  });

  it('property: a raw cookie header of any shape never crashes', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const raw = createFakeCookieDocument();
        Object.defineProperty(raw, 'cookie', { get: () => header, set: () => {} });
        vi.stubGlobal('document', raw);
        expect(() => createVisitCookies().recordPageView()).not.toThrow();
      }),
    );
  });
});
