import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { IMAGE_ATTRIBUTES, parseImageConfig } from './parse-image-config';

// Property suite: an image block's loading settings come from its element's attributes and from
// block data, both text of the published page (spec 001 §3 "Image loading configuration", §5).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const NAMES = Object.values(IMAGE_ATTRIBUTES);
const KEYS = Object.keys(IMAGE_ATTRIBUTES);
const HOSTILE = [
  ...HOSTILE_STRINGS,
  'toString',
  'true',
  'false',
  'viewport',
  'fill',
  'fit',
  'cover',
  'center',
  '1600x900',
  '0x0',
  '-1x5',
  '0.3,0.7',
  '2,-1',
  'NaN,1',
  '-1',
  '1.5',
];
const attributeValue = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE), fc.constant(null));
const optionValue = fc.oneof(
  attributeValue,
  fc.double(),
  fc.boolean(),
  fc.record({ width: fc.double(), height: fc.double() }),
  fc.record({ x: fc.double(), y: fc.double() }),
  fc.anything({ maxDepth: 1, withNullPrototype: true }),
);
const inputLike = fc.record(
  {
    attributes: fc.dictionary(fc.constantFrom(...NAMES), attributeValue),
    parentClassName: fc.oneof(
      fc.constantFrom('content-fill', 'content-fit', 'a content-fit b', ''),
      fc.string(),
      fc.constant(null),
    ),
    options: fc.dictionary(fc.constantFrom(...KEYS, 'cdnHosts', '__proto__'), optionValue),
  },
  { requiredKeys: [] },
);

describe('parseImageConfig (property, spec 001 §3, §5)', { timeout: 60_000 }, () => {
  it('never throws, and resolves every setting to a value inside its kind', () => {
    fc.assert(
      fc.property(inputLike, (input) => {
        const { config, warnings } = parseImageConfig(input as never);
        for (const warning of warnings) assert.equal(typeof warning, 'string');
        assert.equal(typeof config.source, 'string');
        if (config.dimensions !== null) {
          const { width, height } = config.dimensions;
          assert.ok(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height));
        }
        for (const fraction of [config.focalPoint.x, config.focalPoint.y]) {
          assert.ok(fraction >= 0 && fraction <= 1);
        }
        assert.ok(config.load === true || config.load === false || config.load === 'viewport');
        assert.ok(['none', 'cover', 'contain'].includes(config.cropMode));
        assert.ok(['queryString', 'filename'].includes(config.sizeFormat));
        assert.ok(['center', 'top', 'left', 'right', 'bottom'].includes(config.fitAlignment));
        for (const amount of [config.sizeAdjustment, config.dprMax, config.dprMin]) {
          assert.ok(typeof amount === 'number' && amount >= 0, `${amount}`);
        }
        for (const flag of [
          config.fixedRatio,
          config.forceImageUpdate,
          config.stretch,
          config.useBgImage,
          config.useAdvancedPositioning,
          config.allowSaveData,
        ]) {
          assert.equal(typeof flag, 'boolean');
        }
        // Spec 001 §5: an image without a source warns, word for word.
        if (config.source === '') assert.ok(warnings.includes('Invalid or missing image source.'));
      }),
      RUNS,
    );
  });
});
