import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { checkMarqueeSettings, MARQUEE_DEFAULTS } from './marquee-settings';

// Property suite: marquee props come from the block data of the published page (spec 001 §3
// "Marquee props": waveFrequency, waveIntensity, animationDirection, animationSpeed,
// pausedOnHover).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const RANGES = {
  waveFrequency: [0, 10],
  waveIntensity: [0, 2],
  animationSpeed: [0, 10],
} as const;
const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE_STRINGS, 'left', 'right', 'LEFT', '1', 'true'),
);
const anyProp = fc.oneof(
  fc.double(),
  fc.integer({ min: -20, max: 20 }),
  hostileString,
  fc.boolean(),
  fc.constantFrom(null, undefined, [], {}, Number.NaN, Number.POSITIVE_INFINITY),
);
const propsLike = fc.record(
  {
    waveFrequency: anyProp,
    waveIntensity: anyProp,
    animationDirection: fc.oneof(fc.constantFrom('left', 'right'), anyProp),
    animationSpeed: anyProp,
    pausedOnHover: fc.oneof(fc.boolean(), anyProp),
  },
  { requiredKeys: [] },
);

describe('checkMarqueeSettings (property, spec 001 §3 "Marquee props")', {
  timeout: 60_000,
}, () => {
  it('never throws, and gives every setting inside its range, a warning for each replaced value', () => {
    fc.assert(
      fc.property(propsLike, (input) => {
        const { settings, warnings } = checkMarqueeSettings(input);
        let replaced = 0;
        for (const name of ['waveFrequency', 'waveIntensity', 'animationSpeed'] as const) {
          const [min, max] = RANGES[name];
          const value = settings[name];
          assert.ok(Number.isFinite(value) && value >= min && value <= max, `${name} ${value}`);
          const sent = input[name];
          if (sent === undefined) assert.equal(value, MARQUEE_DEFAULTS[name]);
          else if (typeof sent === 'number' && Number.isFinite(sent)) {
            // === and not Object.is: a -0 sent stays -0, which is inside the range.
            assert.ok(value === Math.min(Math.max(sent, min), max));
            if (sent < min || sent > max) replaced += 1;
          } else {
            assert.equal(value, MARQUEE_DEFAULTS[name]);
            replaced += 1;
          }
        }
        assert.ok(
          settings.animationDirection === 'left' || settings.animationDirection === 'right',
        );
        if (input.animationDirection === 'left' || input.animationDirection === 'right') {
          assert.equal(settings.animationDirection, input.animationDirection);
        } else if (input.animationDirection !== undefined) replaced += 1;
        assert.equal(typeof settings.pausedOnHover, 'boolean');
        if (typeof input.pausedOnHover === 'boolean')
          assert.equal(settings.pausedOnHover, input.pausedOnHover);
        else if (input.pausedOnHover !== undefined) replaced += 1;
        assert.equal(warnings.length, replaced);
      }),
      RUNS,
    );
  });

  it('never throws on props objects of any shape, null prototypes included', () => {
    const anyProps = fc.dictionary(
      fc.oneof(
        fc.constantFrom('waveFrequency', 'animationDirection', '__proto__', 'constructor'),
        fc.string(),
      ),
      fc.anything({ maxDepth: 1, withNullPrototype: true }),
    );
    fc.assert(
      fc.property(anyProps, (input) => {
        const { settings, warnings } = checkMarqueeSettings(input);
        assert.equal(Object.keys(settings).length, 5);
        for (const warning of warnings) assert.equal(typeof warning, 'string');
      }),
      RUNS,
    );
  });
});
