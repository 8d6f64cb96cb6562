import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { successRedirectUrl } from './success-redirect';

// Property suite: the success URL is written by the site owner into the form block (spec 000 §4
// "Success"); the visitor's browser goes there. No URL that runs code or inlines content may pass,
// however it is disguised.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const UNSAFE_SCHEMES = ['javascript', 'data', 'vbscript'];
// What a browser's URL parser drops: C0 controls and spaces around the URL, tab and newlines in it.
const AROUND = fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\u0000', '\u0001', '\u001f', '\u007f');
const INSIDE = fc.constantFrom('\t', '\n', '\r');
const disguisedScheme = fc
  .tuple(
    fc.constantFrom(...UNSAFE_SCHEMES),
    fc.array(fc.tuple(fc.boolean(), fc.option(INSIDE, { nil: '' })), {
      minLength: 10,
      maxLength: 10,
    }),
    fc.array(AROUND, { maxLength: 3 }),
    fc.array(AROUND, { maxLength: 3 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
  )
  .map(([scheme, letters, before, after, body]) => {
    const written = [...scheme]
      .map((letter, i) => {
        const [upper, inside] = letters[i] ?? [false, ''];
        return (upper ? letter.toUpperCase() : letter) + inside;
      })
      .join('');
    return `${before.join('')}${written}:${body}${after.join('')}`;
  });
const HOSTILE_PIECES = [
  'javascript:',
  'JaVaScRiPt:',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:',
  '&#106;avascript:',
  'javascript&colon;',
  'javascript%3A',
  '%6Aavascript:',
  '\uff4aavascript:',
  '//',
  'https://',
  '/merci',
  '?',
  '#',
  ':',
  '\\',
  '\u0000',
  '\ud800',
  ' ',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
  { weight: 1, arbitrary: INSIDE },
);
const hostileUrl = fc.oneof(fc.string({ unit, maxLength: 40 }), disguisedScheme);

/** The scheme a browser navigates to for `url` from a page of the site, or null if it cannot. */
function browserProtocol(url: string): string | null {
  try {
    return new URL(url, 'https://www.boulangerie.fr/contact').protocol;
  } catch {
    return null;
  }
}

describe('successRedirectUrl (property, spec 000 §4 "Success")', { timeout: 60_000 }, () => {
  it('never throws on any value, and gives null or the trimmed text', () => {
    fc.assert(
      fc.property(fc.oneof(hostileUrl, fc.anything()), (url) => {
        const redirect = successRedirectUrl(url);
        if (typeof url !== 'string' || url.trim() === '') assert.equal(redirect, null);
        if (redirect !== null) assert.equal(redirect, (url as string).trim());
      }),
      RUNS,
    );
  });

  it('never lets through a URL the browser would open as javascript:, data: or vbscript:', () => {
    let disguised = 0;
    fc.assert(
      fc.property(hostileUrl, (url) => {
        const protocol = browserProtocol(url);
        if (protocol !== null && UNSAFE_SCHEMES.includes(protocol.slice(0, -1))) disguised += 1;
        const redirect = successRedirectUrl(url);
        if (redirect === null) return;
        const target = browserProtocol(redirect);
        assert.notEqual(target, null, `not a page address: ${JSON.stringify(redirect)}`);
        assert.ok(!UNSAFE_SCHEMES.includes((target ?? '').slice(0, -1)), JSON.stringify(redirect));
      }),
      RUNS,
    );
    // The disguises are ones the browser really reads as unsafe (not a vacuous property).
    assert.ok(disguised > RUNS.numRuns / 4, `${disguised}`);
  });

  it('keeps every ordinary page address', () => {
    const path = fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((chars) => chars.join(''));
    const pageUrl = fc.oneof(
      path.map((segment) => `/${segment}`),
      path.map((segment) => `https://www.boulangerie.fr/${segment}?merci=1#haut`),
      path.map((segment) => `${segment}.html`),
    );
    fc.assert(
      fc.property(
        pageUrl,
        fc.array(
          AROUND.filter((c) => c.trim() === ''),
          { maxLength: 2 },
        ),
        (url, space) => {
          assert.equal(successRedirectUrl(`${space.join('')}${url}${space.join('')}`), url);
        },
      ),
      RUNS,
    );
  });
});
