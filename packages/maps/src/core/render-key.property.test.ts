import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { decodeRenderKey, encodeRenderKey, readRenderKey } from './render-key';

// Property suite: the Maps API key comes from the page context's render key (spec 001 §7), text
// written into the page.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const API_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const HOSTILE = [...HOSTILE_STRINGS, '=', '==', '===', 'A', 'AAAAA', '%3D', '-_', '+/'];
const unit = fc.oneof(
  fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_='),
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const renderKeyText = fc.string({ unit, maxLength: 80 });
const apiKey = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'), {
    minLength: 8,
    maxLength: 128,
  })
  .map((chars) => chars.join(''));

describe('render key (property, spec 001 §7)', { timeout: 60_000 }, () => {
  it('decodeRenderKey never throws, and gives a key only when it looks like an API key', () => {
    fc.assert(
      fc.property(fc.oneof(renderKeyText, fc.anything()), (renderKey) => {
        const decoded = decodeRenderKey(renderKey);
        if (decoded.ok) assert.match(decoded.key, API_KEY);
        else assert.ok(['missing', 'not-base64', 'invalid-key'].includes(decoded.error));
        if (typeof renderKey !== 'string' || renderKey.trim() === '') {
          assert.deepEqual(decoded, { ok: false, error: 'missing' });
        }
      }),
      RUNS,
    );
  });

  it('round-trips every API key: encode, then decode, padded or not, with whitespace around', () => {
    const whitespace = fc.constantFrom('', ' ', '\n', '\t ');
    fc.assert(
      fc.property(apiKey, fc.boolean(), whitespace, (key, unpadded, space) => {
        const encoded = encodeRenderKey(key);
        const renderKey = unpadded ? encoded.replace(/=+$/, '') : encoded;
        assert.deepEqual(decodeRenderKey(`${space}${renderKey}${space}`), { ok: true, key });
      }),
      RUNS,
    );
  });

  it('the base64 of an API key never holds "+" or "/": URL-safe encoders give the same text', () => {
    fc.assert(
      fc.property(apiKey, (key) => {
        const encoded = encodeRenderKey(key);
        assert.doesNotMatch(encoded, /[+/]/);
        const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_');
        assert.equal(urlSafe, encoded);
      }),
      RUNS,
    );
  });

  it('readRenderKey never throws on any page context, and gives only a text', () => {
    const context = fc.oneof(
      fc.anything({ maxDepth: 2, withNullPrototype: true }),
      fc.record({ renderKey: fc.oneof(renderKeyText, fc.anything({ maxDepth: 1 })) }),
    );
    fc.assert(
      fc.property(context, (pageContext) => {
        const renderKey = readRenderKey(pageContext);
        assert.ok(renderKey === undefined || typeof renderKey === 'string');
      }),
      RUNS,
    );
  });
});
