import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { collectionUrlOf, itemFromUrl, itemUrlOf } from './history-address';

// Property suite: the item is read from the page address (spec 001 §2 history tracking), which
// anyone can write by sharing a link; ids and slide urls come from the page's slides.
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
  // Never empty: an empty name or id is refused before this property's round trip.
  ...HOSTILE_STRINGS.filter((text) => text !== ''),
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
);
const addressPart = fc.string({ unit, maxLength: 40 });
const slug = fc.string({ unit, minLength: 1, maxLength: 20 });
/** Item ids and slide urls in the shape pages give them: well-formed text, no lone surrogate. */
const wellFormedSlug = slug.filter(
  (text) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text),
);

const ORIGIN = 'https://site.fr';

describe('history addresses (property, spec 001 §2)', { timeout: 60_000 }, () => {
  it('itemFromUrl and collectionUrlOf never throw on any address', () => {
    const items = [{ id: 'a', url: 'lac' }, { id: '%E0' }, { id: 'b', url: '/' }];
    fc.assert(
      fc.property(addressPart, addressPart, addressPart, (path, query, hash) => {
        const location = new URL(`${ORIGIN}/${path}?${query}#${hash}`);
        const index = itemFromUrl(location, items);
        assert.ok(index >= -1 && index < items.length);
        const collection = new URL(collectionUrlOf(location, items), ORIGIN);
        assert.equal(collection.origin, ORIGIN);
        assert.equal(collection.hash, '');
      }),
      RUNS,
    );
  });

  it('reads back the item and the collection of every address it writes', () => {
    const item = fc.record({
      id: wellFormedSlug,
      url: fc.option(wellFormedSlug, { nil: undefined }),
    });
    // Collection pages whose segments are plain words, so none is mistaken for an item.
    const page = fc.constantFrom('/galerie', '/galerie/', '/', '/albums/2024');
    const query = fc.constantFrom('', '?utm_source=lettre', '?a=1&b=%2F');
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (entry) => entry.id, minLength: 1, maxLength: 4 }),
        page,
        query,
        (items, path, search) => {
          const named = items.filter(
            (entry) => !/^(galerie|albums|2024)$/.test(entry.url ?? entry.id),
          );
          fc.pre(named.length === items.length);
          items.forEach((entry, index) => {
            const address = new URL(itemUrlOf(`${path}${search}`, entry), ORIGIN);
            assert.equal(address.origin, ORIGIN);
            assert.equal(address.search, new URL(search || '?', ORIGIN).search);
            const read = itemFromUrl(address, items);
            // Another item may share this one's slide url: the id in the hash decides.
            assert.equal(items[read]?.id, entry.id, `${address.href} → ${read} for ${index}`);
            const collection = new URL(collectionUrlOf(address, items), ORIGIN);
            assert.equal(collection.pathname.replace(/(.)\/$/, '$1'), path.replace(/(.)\/$/, '$1'));
            assert.equal(collection.search, address.search);
          });
        },
      ),
      RUNS,
    );
  });
});
