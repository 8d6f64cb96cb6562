import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { historyUrlForItem, indexOfItemId, readItemId } from './item-id';

// Property suite: the item id is read from the page address (spec 001 §2 history tracking),
// which anyone can write by sharing a link; ids come from the page's slides.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE_PIECES = [
  '%',
  '%E0',
  '%E0%A4%A',
  '%ZZ',
  '%2F',
  '%00',
  'itemId=',
  'itemId',
  '=',
  '&',
  '#',
  '/',
  '?',
  '+',
  '__proto__',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000',
  '\ud800',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
);
const addressPart = fc.string({ unit, maxLength: 40 });

/** Text as a URL carries it: a lone surrogate becomes U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

describe('item id of the address (property, spec 001 §2)', { timeout: 60_000 }, () => {
  it('readItemId never throws on any hash and path, and gives a non-empty id or undefined', () => {
    fc.assert(
      fc.property(addressPart, addressPart, fc.boolean(), (hash, pathname, withMark) => {
        const id = readItemId(withMark ? `#${hash}` : hash, `/${pathname}`);
        assert.ok(id === undefined || (typeof id === 'string' && id !== ''));
      }),
      RUNS,
    );
  });

  it('reads back the item of every history address it writes', () => {
    const slug = fc.string({ unit, minLength: 1, maxLength: 20 });
    const item = fc.record({ id: slug, url: fc.option(slug, { nil: undefined }) });
    fc.assert(
      fc.property(
        item,
        fc.constantFrom(
          'https://site.fr/galerie',
          'https://site.fr/galerie/#x',
          'https://site.fr/',
        ),
        (slide, collection) => {
          const url = new URL(historyUrlForItem(collection, slide));
          assert.equal(url.origin, 'https://site.fr');
          const read = readItemId(url.hash, url.pathname);
          assert.equal(read, wellFormed(slide.id));
          const items = [{ id: 'autre' }, { ...slide, id: wellFormed(slide.id) }];
          assert.notEqual(indexOfItemId(items, read), -1);
        },
      ),
      RUNS,
    );
  });
});
