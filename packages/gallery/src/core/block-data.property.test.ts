import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import {
  galleryConfigFromBlock,
  parseAspectRatio,
  parseMetaPosition,
  readGalleryBlockData,
} from './block-data';
import { parseDimensions, parseFocalPoint, readSlideAttributes } from './gallery-slide';

// Property suite: a gallery block's data-block-json and its slides' attributes are text of the
// published page (spec 001 §3 "Gallery block data", "Slide attributes", §5, §8).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE = [
  ...HOSTILE_STRINGS,
  'Auto',
  '16:9',
  '1:0',
  '0:0',
  '-4:3',
  '12px',
  '0x10',
  'top-left',
  'middle',
];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE));
const numberLike = fc.oneof(
  fc.double(),
  fc.integer({ min: -10, max: 2_000 }),
  fc.integer({ min: -10, max: 2_000 }).map(String),
  hostileString,
  fc.constantFrom(null, true, [], {}),
);
const blockLike = fc.record(
  {
    design: fc.oneof(
      fc.constantFrom(
        'stacked',
        'slider',
        'slideshow',
        'grid',
        'autogrid',
        'autocolumns',
        'carousel',
        'list',
      ),
      hostileString,
    ),
    imageAspectRatio: numberLike,
    aspectRatio: numberLike,
    slidesPerRow: numberLike,
    lightbox: fc.oneof(fc.boolean(), hostileString),
    lightboxTheme: fc.oneof(fc.constantFrom('light', 'dark'), hostileString),
    mixedContent: fc.oneof(fc.boolean(), hostileString),
    columnWidth: numberLike,
    gutter: numberLike,
    padding: numberLike,
    listImageSize: numberLike,
    'active-alignment': fc.oneof(fc.constantFrom('left', 'center', 'right'), hostileString),
    'thumbnails-per-row': numberLike,
    'square-thumbs': fc.oneof(fc.boolean(), hostileString),
    'auto-crop': fc.oneof(fc.boolean(), hostileString),
    autoplay: fc.oneof(fc.boolean(), hostileString),
    'autoplay-duration': numberLike,
    thumbnails: fc.oneof(fc.boolean(), hostileString),
    'thumbnail-strip-height': numberLike,
    'thumbnail-strip-margin': numberLike,
    vSize: numberLike,
    'meta-position': hostileString,
    designOptions: fc.oneof(
      fc.record({ imageWidth: numberLike }, { requiredKeys: [] }),
      fc.constantFrom(null, 'wide', []),
    ),
  },
  { requiredKeys: [] },
);
/** Block JSON as a page holds it: the text of a block, or any text at all. */
const blockJsonText = fc.oneof(
  blockLike.map((data) => JSON.stringify(data)),
  fc.json({ maxDepth: 2 }),
  hostileString,
  fc.constantFrom('{"__proto__":{"design":"grid"}}', '{"design":"grid"', '[1,2]', 'null', '1e400'),
);

let error: MockInstance<typeof console.error>;
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  error.mockRestore();
  warn.mockRestore();
});

/** Not NaN and above zero (the config's sizes and ratios). */
const positive = (value: number) => !Number.isNaN(value) && value > 0;
const atLeastZero = (value: number) => Number.isFinite(value) && value >= 0;

describe('gallery block data (property, spec 001 §3, §5, §8)', { timeout: 60_000 }, () => {
  it('readGalleryBlockData gives the object a block JSON holds, and null for any other text', () => {
    // Each text is built from what it is, and the expectation follows from that (spec 001 §3, §8):
    // an object's JSON reads back as that object (it serialises to the same text); JSON of
    // anything else, or text that is not JSON, gives no data and a console error of §8.
    const objectJson = fc
      .oneof(blockLike, fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })))
      .map((value) => ({ text: JSON.stringify(value), object: true }));
    const otherJson = fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 1 })),
        fc.string(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
      )
      .map((value) => ({ text: JSON.stringify(value), object: false }));
    // A JSON text never ends with an open brace.
    const notJson = fc
      .oneof(hostileString, fc.constantFrom('{"design":"grid"', '1e400{'))
      .map((text) => ({ text: `${text}{`, object: false }));
    const known = fc.constantFrom(
      { text: '{"__proto__":{"design":"grid"}}', object: true },
      { text: '[1,2]', object: false },
      { text: 'null', object: false },
    );
    fc.assert(
      fc.property(fc.oneof(objectJson, otherJson, notJson, known), ({ text, object }) => {
        error.mockClear();
        const data = readGalleryBlockData(text, { design: 'grid' });
        if (object) {
          assert.notEqual(data, null);
          assert.equal(JSON.stringify(data), text);
          assert.equal(error.mock.calls.length, 0);
        } else {
          assert.equal(data, null);
          assert.equal(error.mock.calls.length, 1);
          assert.ok(
            ['Error decoding gallery block data.', 'Error evaluating gallery block data.'].includes(
              String(error.mock.calls[0]?.[0]),
            ),
          );
        }
      }),
      RUNS,
    );
  });

  it('readGalleryBlockData without JSON gives the stored data when it is an object, else null', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, undefined),
        fc.oneof(
          fc.record({ isObject: fc.constant(true), stored: fc.oneof(blockLike, fc.object()) }),
          fc.record({
            isObject: fc.constant(false),
            stored: fc.oneof(
              fc.array(fc.anything()),
              fc.string(),
              fc.double(),
              fc.constantFrom(null, undefined, true),
            ),
          }),
        ),
        (json, { isObject, stored }) => {
          const data = readGalleryBlockData(json, stored);
          if (isObject) assert.equal(data, stored);
          else assert.equal(data, null);
        },
      ),
      RUNS,
    );
  });

  it('galleryConfigFromBlock never throws on decoded block data, and gives a config inside its ranges', () => {
    fc.assert(
      fc.property(blockJsonText, (json) => {
        const data = readGalleryBlockData(json);
        if (data === null) return;
        const config = galleryConfigFromBlock(data);
        assert.ok(Number.isInteger(config.slidesPerRow) && config.slidesPerRow >= 1);
        assert.ok(Number.isFinite(config.columnWidth) && config.columnWidth > 0);
        assert.ok(atLeastZero(config.gutter) && atLeastZero(config.padding));
        assert.ok(config.aspectRatio === null || positive(config.aspectRatio));
        assert.ok(positive(config.autoplayTimeout));
        assert.ok(['dark', 'light'].includes(config.lightboxTheme));
        assert.ok(['left', 'center', 'right'].includes(config.activeAlignment));
        assert.ok(['top', 'center', 'bottom'].includes(config.metaPosition));
        assert.ok(['cover', 'contain'].includes(config.crop));
        assert.ok(config.vSize === null || (config.vSize > 0 && config.vSize <= 100));
        assert.ok(Number.isFinite(config.thumbnailStripHeight) && config.thumbnailStripHeight > 0);
        assert.ok(atLeastZero(config.thumbnailStripMargin));
        assert.ok(config.thumbnailsPerRow === undefined || config.thumbnailsPerRow >= 1);
        assert.ok(config.listImageWidth === undefined || positive(config.listImageWidth));
        for (const flag of [
          config.lightbox,
          config.autoplay,
          config.thumbnails,
          config.squareThumbs,
          config.mixedContent,
        ]) {
          assert.equal(typeof flag, 'boolean');
        }
        // Flags are on only for the boolean true (mixedContent: off only for false).
        assert.equal(config.autoplay, data.autoplay === true);
        assert.equal(config.mixedContent, data.mixedContent !== false);
      }),
      RUNS,
    );
  });

  it('reads aspect ratios and meta positions of any text without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(numberLike, fc.anything({ maxDepth: 1 })), (value) => {
        const ratio = parseAspectRatio(value);
        assert.ok(ratio === null || positive(ratio));
        if (typeof value === 'string' && value.toLowerCase() === 'auto') assert.equal(ratio, null);
        assert.ok(['top', 'center', 'bottom'].includes(parseMetaPosition(value)));
      }),
      RUNS,
    );
  });

  it('reads slide attributes of any text: an id, a type, sizes above zero and a focal point inside the image', () => {
    const attribute = fc.option(
      fc.oneof(
        hostileString,
        fc.tuple(fc.nat(5000), fc.nat(5000)).map(([w, h]) => `${w}x${h}`),
        fc.tuple(fc.double(), fc.double()).map(([x, y]) => `${x},${y}`),
        fc.constantFrom('video', 'image', ' 1600 X 900 ', '1e3x1', `${'9'.repeat(400)}x1`),
      ),
      { nil: null },
    );
    const attributes = fc.dictionary(
      fc.constantFrom(
        'data-slide-id',
        'data-type',
        'data-src',
        'alt',
        'data-image-dimensions',
        'data-image-focal-point',
        'data-slide-url',
        'data-click-through-url',
      ),
      attribute,
    );
    fc.assert(
      fc.property(attributes, fc.nat(1000), (values, index) => {
        const read = (name: string) =>
          Object.hasOwn(values, name) ? (values[name] ?? null) : null;
        const slide = readSlideAttributes(read, index);
        assert.ok(slide.id.length > 0);
        assert.ok(slide.type === 'image' || slide.type === 'video');
        assert.equal(typeof slide.src, 'string');
        if (slide.dimensions)
          assert.ok(positive(slide.dimensions.width) && positive(slide.dimensions.height));
        if (slide.focalPoint) {
          for (const fraction of [slide.focalPoint.x, slide.focalPoint.y]) {
            assert.ok(fraction >= 0 && fraction <= 1);
          }
        }
        assert.deepEqual(slide.dimensions, parseDimensions(read('data-image-dimensions')));
        assert.deepEqual(slide.focalPoint, parseFocalPoint(read('data-image-focal-point')));
      }),
      RUNS,
    );
  });

  it('reads "width x height" as those sizes and "x,y" fractions as that focal point (spec 001 §3)', () => {
    const size = fc.integer({ min: 1, max: 100_000 });
    const fraction = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(
        size,
        size,
        fc.constantFrom('x', 'X', ' x ', ' X'),
        fraction,
        fraction,
        (width, height, times, x, y) => {
          assert.deepEqual(parseDimensions(`${width}${times}${height}`), { width, height });
          assert.equal(parseDimensions(`0${times}${height}`), undefined);
          assert.equal(parseDimensions(`${width}${times}`), undefined);
          assert.deepEqual(parseFocalPoint(`${x},${y}`), { x, y });
          assert.equal(parseFocalPoint(`${x}`), undefined);
          assert.equal(parseFocalPoint(`${x},${y},${x}`), undefined);
        },
      ),
      RUNS,
    );
  });
});
