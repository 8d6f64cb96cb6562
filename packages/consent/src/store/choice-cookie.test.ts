import { LIMITS } from '@vitrine/core-data/constants';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
import {
  CONSENT_CHOICE_COOKIE,
  CONSENT_CHOICE_LIFETIME_DAYS,
  decodeConsentChoice,
  encodeConsentChoice,
  readConsentChoice,
  serializeConsentChoice,
  writeConsentChoice,
} from './choice-cookie';

const DAY_MS = 86_400_000;

let fake: FakeDocumentCookie;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  fake = createFakeDocumentCookie();
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the stored choice (spec 000 §3: allowed true or false)', () => {
  it('is stored as allowed true or false', () => {
    expect(encodeConsentChoice('allowed')).toBe('{"allowed":true}');
    expect(encodeConsentChoice('denied')).toBe('{"allowed":false}');
  });

  it('decodes allowed true or false, with or without spaces or other keys', () => {
    expect(decodeConsentChoice('{"allowed":true}')).toBe('allowed');
    expect(decodeConsentChoice('{"allowed":false}')).toBe('denied');
    expect(decodeConsentChoice('{ "allowed": true, "at": 1 }')).toBe('allowed');
  });

  it.each([
    undefined,
    '',
    'true',
    'null',
    '[]',
    '{"allowed":"true"}',
    '{"allowed":1}',
    '{"Allowed":true}',
    '{allowed:true}',
    '{"allowed":tru',
  ])('reads %j as no choice', (value) => {
    expect(decodeConsentChoice(value)).toBeUndefined();
  });

  it('never throws, and decodes only the two stored forms (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'grapheme' })), (value) => {
        const choice = decodeConsentChoice(value);
        if (choice !== undefined) expect(JSON.parse(value).allowed).toBe(choice === 'allowed');
      }),
    );
  });
});

describe('the choice cookie (spec 000 §4 and §9)', () => {
  it('lives 30 days, the cookie-choice lifetime of LIMITS', () => {
    expect(CONSENT_CHOICE_LIFETIME_DAYS).toBe(30);
    expect(CONSENT_CHOICE_LIFETIME_DAYS).toBe(LIMITS.cookies.choiceLifetimeDays);
  });

  it('is written on path / for 30 days, SameSite=Lax, Secure on https', () => {
    expect(writeConsentChoice('allowed')).toBe(true);
    expect(fake.writes).toEqual([
      `${CONSENT_CHOICE_COOKIE}={%22allowed%22:true}; Expires=Tue, 31 Mar 2026 10:00:00 GMT; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(readConsentChoice()).toBe('allowed');
  });

  it('is the same cookie for a server answering the banner form: a Set-Cookie header', () => {
    expect(serializeConsentChoice('denied', { secure: true })).toBe(
      `${CONSENT_CHOICE_COOKIE}={%22allowed%22:false}; Expires=Tue, 31 Mar 2026 10:00:00 GMT; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
    expect(serializeConsentChoice('allowed', { secure: false })).toBe(
      `${CONSENT_CHOICE_COOKIE}={%22allowed%22:true}; Expires=Tue, 31 Mar 2026 10:00:00 GMT; Max-Age=2592000; Path=/; SameSite=Lax`,
    );
  });

  it('is not Secure on an http page', () => {
    vi.stubGlobal('location', { hostname: 'localhost', protocol: 'http:' });
    writeConsentChoice('denied');
    expect(fake.writes[0]).not.toContain('Secure');
    expect(readConsentChoice()).toBe('denied');
  });

  it('expires after 30 days', () => {
    writeConsentChoice('denied');
    vi.advanceTimersByTime(30 * DAY_MS - 1000);
    expect(readConsentChoice()).toBe('denied');
    vi.advanceTimersByTime(1000);
    expect(readConsentChoice()).toBeUndefined();
  });

  it('deletes a stored value that fails the check, so that a fresh one replaces it', () => {
    fake.seed(CONSENT_CHOICE_COOKIE, 'oui');
    expect(readConsentChoice()).toBeUndefined();
    expect(fake.cookies()).toEqual([]);
  });

  it('reads nothing and writes nothing outside a browser', () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('location', undefined);
    expect(readConsentChoice()).toBeUndefined();
    expect(writeConsentChoice('allowed')).toBe(false);
  });
});
