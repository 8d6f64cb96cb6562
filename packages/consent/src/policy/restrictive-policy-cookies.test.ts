import { LIMITS, RESTRICTIVE_POLICY_COOKIES } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
import { clearRestrictivePolicyCookies, cookieDomainsOf } from './restrictive-policy-cookies';

// Spec 000 §9 "Cookies and consent", verbatim.
const SPEC_COOKIES = [
  'ss_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];

let fake: FakeDocumentCookie;
beforeEach(() => {
  fake = createFakeDocumentCookie();
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restrictive cookie policy (spec 000 §9)', () => {
  it('names exactly the cookies of the spec', () => {
    expect([...RESTRICTIVE_POLICY_COOKIES]).toEqual(SPEC_COOKIES);
  });

  it('keeps the 30-day cookie-choice lifetime in LIMITS', () => {
    expect(LIMITS.cookies.choiceLifetimeDays).toBe(30);
  });

  it('clears every one of them, host-only or set on a parent domain, and nothing else', () => {
    for (const name of SPEC_COOKIES) fake.seed(name, 'x');
    fake.seed('ss_cvr', 'a|b|c|d|e', 'boutique.fr');
    fake.seed('ss_cvt', '1700000000000', 'www.boutique.fr');
    fake.seed('crumb', 'essential');
    fake.seed('vitrine_cookie_choice', '{"allowed":false}');
    fake.seed('SS_MATTR', 'another name: case matters');

    expect(clearRestrictivePolicyCookies().sort()).toEqual([...SPEC_COOKIES].sort());
    expect(
      fake
        .cookies()
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual(['SS_MATTR', 'crumb', 'vitrine_cookie_choice']);
  });

  it('deletes on path / with an expiry in the past', () => {
    fake.seed('ss_cid', 'x');
    clearRestrictivePolicyCookies('localhost');
    expect(fake.writes).toEqual([
      expect.stringMatching(/^ss_cid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=\/;/),
    ]);
  });

  it('writes nothing when none is present', () => {
    fake.seed('crumb', 'essential');
    expect(clearRestrictivePolicyCookies()).toEqual([]);
    expect(fake.writes).toEqual([]);
  });

  it('does nothing outside a browser', () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('location', undefined);
    expect(clearRestrictivePolicyCookies()).toEqual([]);
  });
});

describe('cookieDomainsOf', () => {
  it('lists host-only, the host and its parent domains, without the top-level domain', () => {
    expect(cookieDomainsOf('www.boutique.fr')).toEqual([
      undefined,
      'www.boutique.fr',
      'boutique.fr',
    ]);
    expect(cookieDomainsOf('localhost')).toEqual([undefined]);
    expect(cookieDomainsOf('')).toEqual([undefined]);
  });
});
