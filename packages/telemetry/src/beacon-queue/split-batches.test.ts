import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEACON_MAX_BYTES } from './create-beacon-queue';
import { splitBatches } from './split-batches';

const json = (batch: unknown[]) => JSON.stringify(batch);
const bytes = (text: string) => new Blob([text]).size;

describe('splitBatches', () => {
  it('keeps a small batch whole', () => {
    expect(splitBatches([1, 2, 3], json)).toEqual(['[1,2,3]']);
    expect(splitBatches([], json)).toEqual([]);
  });

  it('splits at the 64 KiB beacon budget by default, in order', () => {
    const items = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(20_000, '.'));
    const bodies = splitBatches(items, json);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(BEACON_MAX_BYTES);
    expect(bodies.flatMap((body) => JSON.parse(body))).toEqual(items);
  });

  it('gives an item larger than the budget a batch of its own', () => {
    const bodies = splitBatches(['a', 'b'.repeat(100), 'c'], json, 50);
    expect(bodies).toEqual(['["a"]', `["${'b'.repeat(100)}"]`, '["c"]']);
  });

  it('property: batches keep every item in order and stay within the limit unless alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 60 }), { maxLength: 40 }),
        fc.integer({ min: 2, max: 300 }),
        (items, max) => {
          const bodies = splitBatches(items, json, max);
          expect(bodies.flatMap((body) => JSON.parse(body) as string[])).toEqual(items);
          for (const body of bodies) {
            const batch = JSON.parse(body) as string[];
            if (batch.length > 1) expect(bytes(body)).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});
