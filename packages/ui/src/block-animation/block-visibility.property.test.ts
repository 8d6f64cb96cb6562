import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { BLOCK_ANIMATION_KINDS, checkBlockAnimationKind } from './block-animation-kinds';
import {
  BLOCK_VISIBILITY_THRESHOLDS,
  checkVisibleRatio,
  DEFAULT_VISIBLE_RATIO,
  observedThresholds,
} from './block-visibility';

// Property suite: a block's entrance animation and its visibility threshold come from block data
// of the published page (spec 001 §4 "Block animations", §9: intersection ratio 0.5, thresholds
// 0, 0.1, 0.25, 0.5 and 1).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const anyValue = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 1 }),
  fc.constantFrom(...BLOCK_ANIMATION_KINDS, 'FADE', 'zoom', '__proto__', '', '0.5', -0),
  fc.anything({ maxDepth: 1, withNullPrototype: true }),
);

describe('block animation settings (property, spec 001 §4, §9)', { timeout: 60_000 }, () => {
  it('checkBlockAnimationKind never throws: a known kind, else fade with a warning unless absent', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const { kind, warning } = checkBlockAnimationKind(value);
        assert.ok(BLOCK_ANIMATION_KINDS.includes(kind));
        const known = BLOCK_ANIMATION_KINDS.includes(value as never);
        assert.equal(kind, known ? value : 'fade');
        assert.equal(warning === undefined, known || value === undefined);
      }),
      RUNS,
    );
  });

  it('checkVisibleRatio never throws: a ratio from 0 to 1, else 0.5 with a warning; observed thresholds stay sorted', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const { ratio, warning } = checkVisibleRatio(value);
        assert.ok(ratio >= 0 && ratio <= 1);
        const usable = typeof value === 'number' && value >= 0 && value <= 1;
        assert.equal(ratio, usable ? value : DEFAULT_VISIBLE_RATIO);
        assert.equal(warning === undefined, usable || value === undefined);
        const thresholds = observedThresholds(ratio);
        assert.deepEqual(
          thresholds,
          [...thresholds].sort((a, b) => a - b),
        );
        for (const threshold of [...BLOCK_VISIBILITY_THRESHOLDS, ratio])
          assert.ok(thresholds.includes(threshold));
      }),
      RUNS,
    );
  });
});
