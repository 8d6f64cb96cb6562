import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
import { storedChoice } from '../testing/stored-choice-values';
import {
  CONSENT_CHOICE_COOKIE,
  decodeConsentChoice,
  encodeConsentChoice,
  readConsentChoice,
  writeConsentChoice,
} from './choice-cookie';

// Property suite: the consent choice comes back from the cookie jar, where any script or server
// of the domain may have written it (spec 000 §3: the stored choice is 'allowed' true or false).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

let fake: FakeDocumentCookie;
beforeEach(() => {
  fake = createFakeDocumentCookie();
  // One stubbed document for the whole run, reading and writing each run's own jar.
  vi.stubGlobal('document', {
    get cookie() {
      return fake.document.cookie;
    },
    set cookie(text: string) {
      fake.document.cookie = text;
    },
  });
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the consent choice cookie (property, spec 000 §3, §4, §9)', { timeout: 60_000 }, () => {
  it('decodeConsentChoice reads a stored value as the choice it was made to hold, and only that', () => {
    fc.assert(
      fc.property(storedChoice, ({ value, expected }) => {
        assert.equal(decodeConsentChoice(value), expected);
      }),
      RUNS,
    );
  });

  it('decodeConsentChoice never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        assert.ok([undefined, 'allowed', 'denied'].includes(decodeConsentChoice(value as string)));
      }),
      RUNS,
    );
  });

  it('round-trips both choices: encode, then decode', () => {
    fc.assert(
      fc.property(fc.constantFrom('allowed', 'denied' as const), (choice) => {
        assert.equal(decodeConsentChoice(encodeConsentChoice(choice)), choice);
      }),
      RUNS,
    );
  });

  it('reads a stored value as its choice or none, deletes any other, and a written choice reads back', () => {
    fc.assert(
      fc.property(
        fc.option(storedChoice, { nil: undefined }),
        fc.constantFrom('allowed', 'denied' as const),
        (stored, next) => {
          fake = createFakeDocumentCookie();
          if (stored) fake.seed(CONSENT_CHOICE_COOKIE, encodeURIComponent(stored.value));
          assert.equal(readConsentChoice(), stored?.expected);
          const left = fake.cookies().some((cookie) => cookie.name === CONSENT_CHOICE_COOKIE);
          assert.equal(left, stored?.expected !== undefined);

          assert.equal(writeConsentChoice(next), true);
          assert.equal(readConsentChoice(), next);
        },
      ),
      RUNS,
    );
  });
});
