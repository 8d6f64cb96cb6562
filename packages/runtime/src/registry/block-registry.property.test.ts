import assert from 'node:assert/strict';
import { parseProduct } from '@vitrine/core-data/schemas/product';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { decodeWidgetBlockData } from '../widget-rendering/widget-rendering-request';
import { decodeBlockJson } from './block-registry';
import type { DecodeResult } from './registry-types';

// Property suite: decodeBlockJson reads every block's `data-block-json` attribute, text of the
// published page, before any block decoder sees it.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE_PIECES = [
  ...HOSTILE_STRINGS,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{',
  '}',
  '[',
  '"',
  '\\u',
  '\\ud800',
  'null',
  '\ufeff',
];
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
);
const blockJson = fc.oneof(
  fc.string({ unit, maxLength: 60 }),
  fc.json({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ` ${JSON.stringify(value)}\n`),
  fc.constantFrom('', ' ', '\n\t', null, undefined),
);

/** Block decoders of the shapes the registry meets: a parser, a refusal, a throw of anything. */
const decoder: fc.Arbitrary<(input: unknown) => DecodeResult<unknown>> = fc.oneof(
  fc.constant(parseProduct),
  fc.constant(decodeWidgetBlockData),
  fc.constant((input: unknown) => ({ ok: true as const, value: input })),
  fc
    .anything({ maxDepth: 1, withNullPrototype: true, withBoxedValues: true })
    .map((thrown) => () => {
      throw thrown;
    }),
  fc.constant(() => {
    throw Object.create(null);
  }),
  fc.constant(() => {
    throw Symbol('decoder');
  }),
  fc.constant(() => {
    throw {
      get message(): string {
        throw new Error('unreadable message');
      },
    };
  }),
);

describe('decodeBlockJson (property, data-block-json of every block kind)', {
  timeout: 60_000,
}, () => {
  it('never throws, whatever the text and whatever the decoder throws, and errors carry a message', () => {
    fc.assert(
      fc.property(blockJson, decoder, (text, decode) => {
        const result = decodeBlockJson(text, decode);
        if (!result.ok) {
          assert.equal(typeof result.error.message, 'string');
          assert.ok(result.error.message.length > 0);
        }
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
      }),
      RUNS,
    );
  });

  it('refuses empty or blank text, and hands any JSON value to the decoder as JSON.parse reads it', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 3 }),
        fc.constantFrom('', ' ', '\n', '\t '),
        (value, space) => {
          assert.deepEqual(
            decodeBlockJson(space, (input) => ({ ok: true, value: input })),
            { ok: false, error: { message: 'data-block-json is empty' } },
          );
          const text = `${space}${JSON.stringify(value)}${space}`;
          const result = decodeBlockJson(text, (input) => ({ ok: true, value: input }));
          assert.deepEqual(result, { ok: true, value: JSON.parse(text) });
        },
      ),
      RUNS,
    );
  });
});
