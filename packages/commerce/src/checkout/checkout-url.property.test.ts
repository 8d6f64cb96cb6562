import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { CHECKOUT_ROUTES, type CheckoutKind, checkoutUrl } from './checkout-url';

// Property suite: checkout parameters (cart token, page ids, SKU) come from server answers and
// block data (spec 000 §2 "Routes reached by redirect"); the URL must carry them intact.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const KINDS = Object.keys(CHECKOUT_ROUTES) as CheckoutKind[];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...HOSTILE_STRINGS, '&sku=evil', '#', '?', '/', '\udc00x', '%', '%00'),
);
const paramValue = fc.oneof(
  hostileString,
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, undefined, true, {}, []),
);
const params = fc.record(
  {
    cartToken: paramValue,
    donatePageId: paramValue,
    websiteId: paramValue,
    giftCardProductId: paramValue,
    sku: paramValue,
  },
  { requiredKeys: [] },
);
const kind = fc.oneof(
  fc.constantFrom(...KINDS),
  fc.constantFrom('__proto__', 'toString', 'subscribe', ''),
);

/** What URLSearchParams reads a value back as: its text, lone surrogates as U+FFFD. */
const asText = (value: unknown) => new URLSearchParams({ v: String(value) }).get('v');

describe('checkoutUrl (property, spec 000 §2)', { timeout: 60_000 }, () => {
  it('never throws: a URL of the route with every given parameter read back intact, or an error value', () => {
    fc.assert(
      fc.property(kind, params, (checkout, values) => {
        const result = checkoutUrl(checkout as CheckoutKind, values as never);
        if (!result.ok) {
          assert.equal(typeof result.error.message, 'string');
          return;
        }
        const url = new URL(result.value, 'https://www.boutique.fr');
        assert.equal(url.pathname, CHECKOUT_ROUTES[checkout as CheckoutKind]);
        assert.equal(url.hash, '');
        for (const [name, value] of url.searchParams) {
          assert.equal(value, asText((values as Record<string, unknown>)[name]));
        }
      }),
      RUNS,
    );
  });
});
