import assert from 'node:assert/strict';
import { parsePageContext } from '@vitrine/core-data/schemas/page-context';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { GOOGLE_FONTS_CSS_URL, googleFontsStylesheetUrl, typekitStylesheetUrl } from './font-urls';

// Property suite: font names and the Typekit kit id are page context values (spec 000 §3 "Page
// context values read": googleFonts includeName, website.typekitId), read into stylesheet URLs.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE_PIECES = [
  'Roboto:400,700',
  'Open Sans',
  ' ',
  '|',
  '&',
  '#',
  '+',
  '%',
  '%20',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  '../',
  '\u0000',
  '\ud800',
  '\udc00',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
);
const fontName = fc.string({ unit, maxLength: 20 });
const pageContextLike = fc.record(
  {
    googleFonts: fc.array(fc.record({ includeName: fontName }), { maxLength: 5 }),
    website: fc.record({
      typekitId: fc.oneof(fontName, fc.constantFrom('abc1def', 'ABC123', null)),
    }),
  },
  { requiredKeys: [] },
);

/** Text as a URL carries it: a lone surrogate becomes U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

describe('font stylesheet URLs (property, spec 000 §3, §7)', { timeout: 60_000 }, () => {
  it('never throws on page context fonts: one Google Fonts URL naming each family once, with display=swap', () => {
    fc.assert(
      fc.property(pageContextLike, (input) => {
        const context = parsePageContext(input);
        assert.ok(context.ok);
        if (!context.ok) return;
        const fonts = context.value.googleFonts;
        const url = googleFontsStylesheetUrl(fonts);
        const families = [
          ...new Set((fonts ?? []).map((font) => font.includeName.trim()).filter(Boolean)),
        ];
        if (families.length === 0) {
          assert.equal(url, undefined);
          return;
        }
        const parsed = new URL(url ?? '');
        assert.equal(`${parsed.origin}${parsed.pathname}`, GOOGLE_FONTS_CSS_URL);
        assert.deepEqual([...parsed.searchParams.keys()], ['family', 'display']);
        assert.equal(parsed.searchParams.get('family'), wellFormed(families.join('|')));
        assert.equal(parsed.searchParams.get('display'), 'swap');
      }),
      RUNS,
    );
  });

  it('loads a Typekit kit only for an id of letters and digits', () => {
    fc.assert(
      fc.property(fc.oneof(fontName, fc.constantFrom('abc1def', null, undefined)), (typekitId) => {
        const url = typekitStylesheetUrl(typekitId);
        if (url === undefined) return;
        assert.match(typekitId ?? '', /^[a-z0-9]+$/i);
        assert.equal(url, `https://use.typekit.net/${typekitId}.css`);
      }),
      RUNS,
    );
  });
});
