import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
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

const HOSTILE = [
  '{"allowed":true}',
  '{"allowed":false}',
  '{"allowed":"true"}',
  '{"allowed":1}',
  '{"Allowed":true}',
  '{"__proto__":{"allowed":true}}',
  '{"constructor":{"prototype":{"allowed":true}}}',
  '[{"allowed":true}]',
  '{"allowed":true,"allowed":false}',
  '{"allowed":true}garbage',
  'null',
  'true',
  '{%22allowed%22:true}',
  '%',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000',
  '\ud800',
  '',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom('{', '}', '"', ':', ',', 'allowed', 'true', 'false', ' '),
  },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
);
const storedValue = fc.oneof(
  fc.string({ unit, maxLength: 40 }),
  fc.json({ maxDepth: 2 }),
  fc.record({ allowed: fc.jsonValue({ maxDepth: 1 }) }).map((value) => JSON.stringify(value)),
);

/** The oracle: a JSON object whose own `allowed` is a boolean is a choice; anything else none. */
function expectedChoice(value: string): 'allowed' | 'denied' | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !Object.hasOwn(parsed, 'allowed')) {
    return undefined;
  }
  const { allowed } = parsed as { allowed: unknown };
  return allowed === true ? 'allowed' : allowed === false ? 'denied' : undefined;
}

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
  it('decodeConsentChoice never throws, and reads only {"allowed": true | false}', () => {
    fc.assert(
      fc.property(fc.oneof(storedValue, fc.anything()), (value) => {
        const choice = decodeConsentChoice(value as string);
        assert.equal(choice, typeof value === 'string' ? expectedChoice(value) : undefined);
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
        fc.option(storedValue, { nil: undefined }),
        fc.constantFrom('allowed', 'denied' as const),
        (stored, next) => {
          fake = createFakeDocumentCookie();
          if (stored !== undefined)
            fake.seed(
              CONSENT_CHOICE_COOKIE,
              encodeURIComponent(stored.replace(/[\uD800-\uDFFF]/g, '')),
            );
          const clean = stored?.replace(/[\uD800-\uDFFF]/g, '');
          const expected = clean === undefined ? undefined : expectedChoice(clean);
          assert.equal(readConsentChoice(), expected);
          const left = fake.cookies().some((cookie) => cookie.name === CONSENT_CHOICE_COOKIE);
          assert.equal(left, expected !== undefined);

          assert.equal(writeConsentChoice(next), true);
          assert.equal(readConsentChoice(), next);
        },
      ),
      RUNS,
    );
  });
});
