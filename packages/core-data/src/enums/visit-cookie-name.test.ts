import { describe, expect, it } from 'vitest';
import { VisitCookieName } from './visit-cookie-name';

describe('VisitCookieName (spec 000 §3 "Visit cookies")', () => {
  it('holds ss_cvr, ss_cvt and ss_lastid', () => {
    expect(Object.entries(VisitCookieName)).toEqual([
      ['SS_CVR', 'ss_cvr'],
      ['SS_CVT', 'ss_cvt'],
      ['SS_LASTID', 'ss_lastid'],
    ]);
    expect(VisitCookieName.keyOf('ss_lastid')).toBe('SS_LASTID');
  });
});
