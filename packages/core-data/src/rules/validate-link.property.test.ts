import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../testing/hostile-strings';
import { hostileUnit, RUNS } from '../testing/property-harness';
import { LINK_LIMITS, type LinkCategory, validateLink } from './validate-link';

// Property suite: validateLink takes links typed by site owners (spec 000 §5 "Link rules").

const CATEGORIES: readonly LinkCategory[] = [
  'anchor',
  'content-link',
  'external-link',
  'file-link',
  'empty',
  'malformed-protocol',
  'misc-protocol',
  'default',
];

// Pieces of hostile links: markup, schemes, separators, controls, lone surrogates, entities.
const HOSTILE_PIECES = [
  ...HOSTILE_STRINGS,
  'javascript:',
  'JaVaScRiPt:',
  'data:text/html,',
  '&#106;',
  '&colon;',
  '%3A',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\ufeff',
  '\u202e',
  '//',
  '/s/',
  '#',
  '?',
  '@',
  '.',
  ':',
  '[',
  ']',
  '\\',
  'http://',
  'mailto:',
  'tel:',
];
const unit = hostileUnit(HOSTILE_PIECES, { anyUnit: 6, piece: 3 });
const hostileLink = fc.oneof(
  { weight: 10, arbitrary: fc.string({ unit, maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit, minLength: 1, maxLength: 8 }), fc.integer({ min: 20, max: 400 }))
      .map(([piece, times]) => piece.repeat(times)),
  },
);

// 'javascript' in any casing, with what browsers drop from a URL (tab, CR, LF anywhere; C0
// controls and spaces around it) mixed in, then ':' and a body.
const URL_DROPPED = fc.constantFrom('\t', '\n', '\r');
const LEADING = fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\u0000', '\u0001', '\u001f');
const disguisedJavascript = fc
  .tuple(
    fc.array(LEADING, { maxLength: 3 }),
    fc.array(fc.tuple(fc.boolean(), fc.option(URL_DROPPED, { nil: '' })), {
      minLength: 10,
      maxLength: 10,
    }),
    fc.string({ unit, maxLength: 40 }),
  )
  .map(([leading, letters, body]) => {
    const scheme = [...'javascript']
      .map((letter, index) => {
        const [upper, dropped] = letters[index] ?? [false, ''];
        return (upper ? letter.toUpperCase() : letter) + dropped;
      })
      .join('');
    return `${leading.join('')}${scheme}:${body}`;
  });

/** The scheme a browser reads from a link on an https page, or undefined if it cannot parse it. */
function browserProtocol(link: string): string | undefined {
  try {
    return new URL(link, 'https://www.example.com/page').protocol;
  } catch {
    return undefined;
  }
}

/**
 * A link as the URL Standard reads it before parsing: ASCII tabs and newlines removed anywhere,
 * C0 controls and spaces (and other whitespace) trimmed at both ends.
 */
const asBrowsersRead = (href: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL Standard trims C0 controls
  href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g, '');

describe('validateLink (property, spec 000 §5 "Link rules")', () => {
  it('never throws on any input and returns the documented shape', () => {
    fc.assert(
      fc.property(fc.oneof(hostileLink, fc.anything()), (href) => {
        const result = validateLink(href as string);
        assert.ok(CATEGORIES.includes(result.category));
        if (result.valid) assert.deepEqual(Object.keys(result).sort(), ['category', 'valid']);
        else assert.equal(typeof result.reason, 'string');
        if (typeof href !== 'string')
          assert.deepEqual(result, { valid: false, category: 'empty', reason: 'empty' });
      }),
      RUNS,
    );
  });

  it('never accepts a link the browser reads as javascript: as anything but a misc protocol', () => {
    let javascriptLinks = 0;
    fc.assert(
      fc.property(fc.oneof(disguisedJavascript, hostileLink), (href) => {
        const result = validateLink(href);
        if (browserProtocol(href) === 'javascript:') javascriptLinks += 1;
        if (browserProtocol(href) === 'javascript:' && result.valid) {
          assert.equal(result.category, 'misc-protocol');
          // The spec's javascript limit: under 250 characters, scheme included, counted as the
          // browser reads the link (as every limit of this suite): the tabs and newlines of a
          // disguise are dropped, so they do not count.
          assert.ok(asBrowsersRead(href).length < LINK_LIMITS.javascript);
        }
      }),
      RUNS,
    );
    // The disguises are ones the browser really reads as javascript: (not a vacuous property).
    assert.ok(javascriptLinks > RUNS.numRuns / 3);
  });

  it('counts a disguised javascript: link as the browser reads it (a clean-clone CI counterexample)', () => {
    const href = 'JaVaScRiPt:\t'.repeat(21); // 252 characters as written, 231 once read
    assert.equal(asBrowsersRead(href).length, 231);
    assert.deepEqual(validateLink(href), { valid: true, category: 'misc-protocol' });
    assert.deepEqual(validateLink(`${href}${'x'.repeat(19)}`), {
      valid: false,
      category: 'misc-protocol',
      reason: 'too-long',
    });
  });

  it('classes javascript: in any casing as a misc protocol, valid only under 250 characters', () => {
    const casedScheme = fc
      .array(fc.boolean(), { minLength: 10, maxLength: 10 })
      .map((upper) =>
        [...'javascript'].map((letter, i) => (upper[i] ? letter.toUpperCase() : letter)).join(''),
      );
    fc.assert(
      fc.property(
        casedScheme,
        fc.oneof(
          fc.string({ unit, minLength: 1, maxLength: 60 }),
          fc.string({ unit: 'grapheme-ascii', minLength: 240, maxLength: 300 }),
        ),
        (scheme, body) => {
          const href = `${scheme}:${body}`;
          const link = asBrowsersRead(href);
          const result = validateLink(href);
          assert.equal(result.category, 'misc-protocol');
          // Tabs and newlines are dropped and blanks at the end trimmed, so a blank body leaves
          // nothing after ':'.
          const bodyLeft = link.length > 'javascript:'.length;
          assert.equal(result.valid, bodyLeft && link.length < LINK_LIMITS.javascript);
        },
      ),
      RUNS,
    );
  });

  it('reads a link the same with any surrounding whitespace', () => {
    const space = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\ufeff'), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(space, hostileLink, space, (before, href, after) => {
        assert.deepEqual(
          validateLink(`${before.join('')}${href}${after.join('')}`),
          validateLink(href),
        );
      }),
      RUNS,
    );
  });

  it('keeps the spec limits: anchors under 100, internal links under 150', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('#', '/', '/s/'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
        (start, rest) => {
          const href = `${start}${rest}`;
          const link = asBrowsersRead(href);
          const result = validateLink(href);
          // Two slashes, in any mix with backslashes: protocol-relative, an external link.
          if (/^[/\\]{2}/.test(link)) return;
          const limit = link.startsWith('#') ? LINK_LIMITS.anchor : LINK_LIMITS.internalUrl;
          assert.equal(result.valid, link.length < limit);
          if (!result.valid) assert.equal(result.reason, 'too-long');
        },
      ),
      RUNS,
    );
  });
});

describe('validateLink against the URL Standard (spec 000 §5: content links stay on the site)', () => {
  const SITE = 'https://atelier.example';
  // Pieces of links a browser reads differently from their text: backslashes, tabs, newlines,
  // controls, scheme case, `http:/x`, user info, ports.
  const pieces = fc.constantFrom(
    '/',
    '\\',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u001f',
    'http:',
    'HTTPS:',
    'javascript:',
    's',
    'evil.example',
    'atelier.example',
    '@',
    ':8080',
    '?q=1',
    '#top',
    'page',
  );
  const link = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));

  it('a valid anchor, content link or file link resolves on the site itself', () => {
    let onSite = 0;
    fc.assert(
      fc.property(link, (href) => {
        const result = validateLink(href);
        if (!result.valid || !['anchor', 'content-link', 'file-link'].includes(result.category)) {
          return;
        }
        onSite += 1;
        const resolved = new URL(href, `${SITE}/boutique/page`);
        assert.equal(resolved.origin, SITE, `${JSON.stringify(href)} → ${resolved.href}`);
      }),
      RUNS,
    );
    assert.ok(onSite > 100, 'the generator reaches site links');
  });

  it('reads backslashes, tabs and newlines as a browser does', () => {
    for (const href of [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
    ]) {
      const result = validateLink(href);
      assert.equal(result.category, 'external-link', JSON.stringify(href));
      assert.equal(new URL(href, `${SITE}/`).hostname, 'evil.example');
    }
    assert.deepEqual(validateLink('\\s\\fichier.pdf'), { valid: true, category: 'file-link' });
  });
});
