import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { decodeBlockJson } from '../registry/block-registry';
import {
  decodeWidgetBlockData,
  WIDGET_RENDERING_KINDS,
  widgetHtmlOf,
  widgetRenderingBody,
} from './widget-rendering-request';

// Property suite: a widget block's data-block-json (spec 000 §7 GetWidgetRendering: type, id,
// value, collectionId) comes from the page; the widget's answer comes from the server.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE = [...HOSTILE_STRINGS, ...WIDGET_RENDERING_KINDS];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE));
const wrongValue = fc.constantFrom(null, undefined, 0, true, [], {}, Number.NaN);
const widgetLike = fc.record(
  {
    type: fc.oneof(hostileString, fc.integer(), wrongValue),
    id: fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: wrongValue }),
    value: fc.jsonValue({ maxDepth: 2 }),
    collectionId: fc.oneof(
      { weight: 4, arbitrary: hostileString },
      { weight: 1, arbitrary: wrongValue },
    ),
  },
  { requiredKeys: [] },
);
const anyValue = fc.anything({ maxDepth: 2, maxKeys: 5, withNullPrototype: true, withMap: true });

describe('widget block data (property, spec 000 §7)', { timeout: 60_000 }, () => {
  it('decodeWidgetBlockData never throws, and keeps only a usable type, a non-empty id and a text collectionId', () => {
    fc.assert(
      fc.property(fc.oneof(widgetLike, anyValue, fc.jsonValue()), (input) => {
        const result = decodeWidgetBlockData(input);
        if (!result.ok) {
          assert.match(result.error.message, /^widget data/);
          return;
        }
        const { type, id, collectionId } = result.value;
        assert.ok(typeof type === 'string' || typeof type === 'number');
        assert.equal(typeof id, 'string');
        assert.ok(id.length > 0);
        assert.ok(collectionId === undefined || typeof collectionId === 'string');
      }),
      RUNS,
    );
  });

  it('round-trips block JSON to the request: widgetJSON holds type, id and value as the page wrote them', () => {
    fc.assert(
      fc.property(widgetLike, (data) => {
        const text = JSON.stringify(data);
        const result = decodeBlockJson(text, decodeWidgetBlockData);
        if (!result.ok) return;
        const body = widgetRenderingBody(result.value);
        const sent = JSON.parse(body.widgetJSON ?? '');
        const read = JSON.parse(text);
        // JSON has no undefined: a block without a value sends none.
        const expected = JSON.parse(
          JSON.stringify({ type: read.type, id: read.id, value: read.value }),
        );
        assert.deepEqual(sent, expected);
        assert.equal(body.collectionId, read.collectionId ? read.collectionId : undefined);
        assert.deepEqual(
          Object.keys(body).sort(),
          read.collectionId ? ['collectionId', 'widgetJSON'] : ['widgetJSON'],
        );
      }),
      RUNS,
    );
  });

  it('widgetHtmlOf never throws on any answer, and gives only text', () => {
    const answer = fc.oneof(anyValue, fc.record({ html: fc.oneof(hostileString, wrongValue) }));
    fc.assert(
      fc.property(answer, (data) => {
        const html = widgetHtmlOf(data);
        assert.ok(html === undefined || typeof html === 'string');
        const sent = (data as { html?: unknown } | null | undefined)?.html;
        assert.equal(html, typeof sent === 'string' ? sent : undefined);
      }),
      RUNS,
    );
  });
});
