import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase, written } from '../api/testing/browser-like-client';
import {
  CENSUS_CAP,
  ROTATION_LOW_WATER,
  recordCensusHit,
  recordTelemetry,
  recordUsage,
  TELEMETRY_CAP,
} from './telemetry-store';

let database: ReturnType<typeof temporaryDatabase>;
const now = Date.UTC(2026, 2, 1, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

/** What the tables really hold, to check the usage the triggers keep. */
function measured(table: 'census_hits' | 'telemetry_records') {
  const bytes =
    table === 'census_hits'
      ? 'coalesce(sum(length(CAST(payload AS BLOB)) + coalesce(length(CAST(target AS BLOB)), 0)), 0)'
      : 'coalesce(sum(length(CAST(body AS BLOB))), 0)';
  return database.db.prepare(`SELECT count(*) AS rows, ${bytes} AS bytes FROM ${table}`).get() as {
    rows: number;
    bytes: number;
  };
}

describe('census and telemetry caps (issue 17: the disk cannot be filled)', () => {
  it('are 90 days, 2 MB and 20,000 census rows or 10,000 telemetry rows', () => {
    expect(CENSUS_CAP).toEqual({ maxRows: 20_000, maxBytes: 1_500_000, maxAgeMs: 90 * DAY_MS });
    expect(TELEMETRY_CAP).toEqual({ maxRows: 10_000, maxBytes: 1_500_000, maxAgeMs: 90 * DAY_MS });
  });

  it('keeps the usage of each table exact through inserts and rotations', async () => {
    const cap = { maxRows: 50, maxBytes: 1_000_000, maxAgeMs: DAY_MS };
    for (let n = 0; n < 120; n++) {
      await written(
        recordTelemetry(
          database.db,
          { kind: 'trace', body: [{ n, text: 'é'.repeat(n) }], now },
          cap,
        ),
      );
      await written(
        recordCensusHit(
          database.db,
          { kind: 'RecordHit', visitor: null, target: `/page-${n}`, payload: { n }, now },
          cap,
        ),
      );
    }
    expect(recordUsage(database.db, 'telemetry_records')).toEqual(measured('telemetry_records'));
    expect(recordUsage(database.db, 'census_hits')).toEqual(measured('census_hits'));
  });

  it('drops the oldest rows past the row cap, down to 90 %', async () => {
    const cap = { maxRows: 100, maxBytes: 10_000_000, maxAgeMs: DAY_MS };
    for (let n = 0; n < 101; n++) {
      await written(recordTelemetry(database.db, { kind: 'trace', body: { n }, now }, cap));
    }
    const kept = database.db.prepare('SELECT body FROM telemetry_records ORDER BY id').all() as {
      body: string;
    }[];
    expect(kept).toHaveLength(cap.maxRows * ROTATION_LOW_WATER);
    // The newest stay, the oldest went.
    expect(JSON.parse(kept.at(-1)?.body ?? '{}')).toEqual({ n: 100 });
    expect(JSON.parse(kept[0]?.body ?? '{}')).toEqual({ n: 11 });
  });

  it('drops the oldest rows past the byte cap, whatever their number', async () => {
    const cap = { maxRows: 10_000, maxBytes: 200_000, maxAgeMs: DAY_MS };
    const big = 'x'.repeat(20_000);
    for (let n = 0; n < 40; n++) {
      await written(
        recordCensusHit(
          database.db,
          { kind: 'RecordHit', visitor: null, target: null, payload: { n, big }, now },
          cap,
        ),
      );
      expect(recordUsage(database.db, 'census_hits').bytes).toBeLessThanOrEqual(cap.maxBytes);
    }
    expect(measured('census_hits').bytes).toBeLessThanOrEqual(cap.maxBytes);
    expect(measured('census_hits').rows).toBeGreaterThanOrEqual(8);
  });

  it('drops rows older than the age cap at the next insert', async () => {
    const cap = { maxRows: 10_000, maxBytes: 10_000_000, maxAgeMs: DAY_MS };
    await written(recordTelemetry(database.db, { kind: 'trace', body: 'ancien', now }, cap));
    await written(
      recordTelemetry(database.db, { kind: 'trace', body: 'récent', now: now + DAY_MS + 1 }, cap),
    );
    expect(database.db.prepare('SELECT body FROM telemetry_records').all()).toEqual([
      { body: '"récent"' },
    ]);
  });
});
