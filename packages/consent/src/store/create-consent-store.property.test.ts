import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPolicy } from '../policy/consent-policy';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
import { storedChoice } from '../testing/stored-choice-values';
import { CONSENT_CHOICE_COOKIE, readConsentChoice } from './choice-cookie';
import { createConsentStore } from './create-consent-store';

/** Every property suite runs 10 000 times (docs/RELIABILITY.md). */
const RUNS = { numRuns: 10_000 };

const policy = fc.record<ConsentPolicy>({
  banner: fc.boolean(),
  restrictive: fc.boolean(),
  absolute: fc.boolean(),
  optOut: fc.boolean(),
  visitorDataRestricted: fc.boolean(),
});
let fake: FakeDocumentCookie;
beforeEach(() => {
  fake = createFakeDocumentCookie();
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
  vi.stubGlobal('navigator', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the store with stored values of any shape (property)', () => {
  it('never crashes, reads only a valid choice, and replaces anything else with a fresh value', () => {
    fc.assert(
      fc.property(storedChoice, policy, fc.boolean(), ({ value, expected }, sitePolicy, accept) => {
        fake = createFakeDocumentCookie();
        vi.stubGlobal('document', fake.document);
        fake.seed(CONSENT_CHOICE_COOKIE, encodeURIComponent(value));

        const store = createConsentStore({ policy: sitePolicy, globalPrivacyControl: () => false });
        // `expected` is the choice the value was made to hold (testing/stored-choice-values.ts).
        expect(store.getChoice()).toBe(expected);
        if (expected === undefined) {
          expect(fake.cookies().some((cookie) => cookie.name === CONSENT_CHOICE_COOKIE)).toBe(
            false,
          );
        }
        expect(typeof store.allowsTracking()).toBe('boolean');
        expect(typeof store.getSnapshot().bannerShown).toBe('boolean');

        if (accept) store.allow();
        else store.deny();
        expect(readConsentChoice()).toBe(accept ? 'allowed' : 'denied');
        const stored = fake.cookies().filter((cookie) => cookie.name === CONSENT_CHOICE_COOKIE);
        expect(stored.map((cookie) => decodeURIComponent(cookie.value))).toEqual([
          accept ? '{"allowed":true}' : '{"allowed":false}',
        ]);
      }),
      RUNS,
    );
  });

  it('never crashes on a cookie header of any shape', () => {
    fc.assert(
      fc.property(fc.string(), policy, (header, sitePolicy) => {
        vi.stubGlobal('document', {
          get cookie() {
            return header;
          },
          set cookie(_: string) {},
        });
        const store = createConsentStore({ policy: sitePolicy });
        expect(() => store.getSnapshot()).not.toThrow();
        expect(() => store.allow()).not.toThrow();
        expect(() => store.deny()).not.toThrow();
      }),
      RUNS,
    );
  });
});
