import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkTabItems, resolveSelectedKey } from './tabs-selection';

// Property suite: tab items come from the menu block's data on the published page (spec 001 §4
// "Menu block"); bad items are dropped, never breaking the tablist.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const key = fc.oneof(
  fc.constantFrom('brunch', 'diner', '__proto__', 'constructor', 'toString', '', ' '),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(null, undefined, 0, 1, true, [], {}),
);
const itemLike = fc.oneof(
  { weight: 5, arbitrary: fc.record({ key, title: fc.string() }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 1, withNullPrototype: true }) },
);
const itemsLike = fc.oneof(
  { weight: 5, arbitrary: fc.array(itemLike, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

describe('tab items (property, spec 001 §4 "Menu block")', { timeout: 60_000 }, () => {
  it('checkTabItems never throws, keeps the first item of each non-empty text key, in order, and names each dropped one', () => {
    fc.assert(
      fc.property(itemsLike, (items) => {
        const { items: kept, problems } = checkTabItems<{ key: string }>(items);
        if (!Array.isArray(items)) {
          assert.deepEqual(kept, []);
          assert.equal(problems.length, 1);
          return;
        }
        const seen = new Set<string>();
        const expected = items.filter((item) => {
          const itemKey = (item as { key?: unknown } | null)?.key;
          if (typeof itemKey !== 'string' || itemKey === '' || seen.has(itemKey)) return false;
          seen.add(itemKey);
          return true;
        });
        assert.deepEqual(kept, expected);
        assert.equal(problems.length, items.length - kept.length);
      }),
      RUNS,
    );
  });

  it('resolveSelectedKey gives the wanted tab when it exists, else the first, never another', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 6 }),
        fc.option(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('__proto__', 'toString')), {
          nil: undefined,
        }),
        (keys, wanted) => {
          const selected = resolveSelectedKey(keys, wanted);
          if (keys.length === 0) assert.equal(selected, undefined);
          else if (wanted != null && keys.includes(wanted)) assert.equal(selected, wanted);
          else assert.equal(selected, keys[0]);
        },
      ),
      RUNS,
    );
  });
});
