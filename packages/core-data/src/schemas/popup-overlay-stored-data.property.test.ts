import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  RUNS,
  sometimes,
} from '../testing/property-harness';
import {
  PopupOverlayStoredDataSchema,
  parsePopupOverlayStoredData,
} from './popup-overlay-stored-data';

// Property suite: what the popup overlay reads back from local storage (spec 000 §3: keys
// date-closed, version, submitted), text that any script of the site can write.
const storedData = {
  subject: 'popup overlay stored data',
  schema: PopupOverlayStoredDataSchema,
  parse: parsePopupOverlayStoredData,
};

const storedLike = hostileRecord(
  {
    'date-closed': sometimes(
      fc.oneof(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 0, max: 2 ** 45 }).map(String),
        fc.constantFrom('9'.repeat(400), '-0', '0.5'),
      ),
    ),
    version: sometimes(fc.oneof(fc.nat(), fc.nat().map(String), fc.constant('9'.repeat(400)))),
    submitted: sometimes(fc.constantFrom(true, false, 'true', 'false')),
  },
  { submitted: true },
);

describe('parsePopupOverlayStoredData (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(storedData);
  });

  it('reads hostile popup overlay stored data: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(storedData, storedLike, (stored) => {
      for (const key of ['date-closed', 'version'] as const) {
        const value = stored[key];
        if (value !== undefined) assert.ok(Number.isFinite(value));
      }
      if (stored.submitted !== undefined) assert.equal(typeof stored.submitted, 'boolean');
    });
  });

  it('reads back the text of every finite number and boolean, as local storage keeps them', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        (closedAt, version, submitted) => {
          const result = parsePopupOverlayStoredData({
            'date-closed': String(closedAt),
            version: String(version),
            submitted: String(submitted),
          });
          // String(-0) is '0': the sign of zero is the only thing text loses.
          assert.deepEqual(result, {
            ok: true,
            value: { 'date-closed': closedAt || 0, version: version || 0, submitted },
          });
        },
      ),
      RUNS,
    );
  });
});
