import { type Database, RECORD_RETENTION_MS } from './open-database';
import { type WriteOutcome, writesOf } from './write-queue';

/**
 * How much of a census or telemetry table is kept (issue 17: no client may grow the database
 * without bound): rows younger than `maxAgeMs`, at most `maxRows` of them holding at most
 * `maxBytes` (payload bytes; spec 000 §9: a megabyte is 1,000,000 bytes). Past a cap the oldest
 * rows go, in the transaction of the insert that passed it.
 */
export interface RecordCap {
  readonly maxRows: number;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
}

/** Census hits: 20,000 rows, 2 MB, 90 days. */
export const CENSUS_CAP: RecordCap = {
  maxRows: 20_000,
  maxBytes: 1_500_000,
  maxAgeMs: RECORD_RETENTION_MS,
};
/** Telemetry records (errors, traces, events, page speed): 10,000 rows, 2 MB, 90 days. */
export const TELEMETRY_CAP: RecordCap = {
  maxRows: 10_000,
  maxBytes: 1_500_000,
  maxAgeMs: RECORD_RETENTION_MS,
};
/**
 * Rotation frees the oldest rows down to 90 % of the cap it passed, so that it runs once per
 * tenth of a cap rather than at every insert.
 */
export const ROTATION_LOW_WATER = 0.9;

type RecordTable = 'census_hits' | 'telemetry_records';

/** A row's bytes, as the `record_usage` triggers of migration 3 count them. */
const ROW_BYTES: Record<RecordTable, string> = {
  census_hits: 'length(CAST(payload AS BLOB)) + coalesce(length(CAST(target AS BLOB)), 0)',
  telemetry_records: 'length(CAST(body AS BLOB))',
};

/** Rows and bytes a table holds, kept up to date by triggers (migration 3). */
export function recordUsage(
  db: Database,
  table: RecordTable,
): { readonly rows: number; readonly bytes: number } {
  const row = db
    .prepare('SELECT row_count, byte_count FROM record_usage WHERE table_name = ?')
    .get(table) as { row_count: number; byte_count: number } | undefined;
  return { rows: row?.row_count ?? 0, bytes: row?.byte_count ?? 0 };
}

/** Drops the rows past `cap`: too old, then the oldest while the table is over a cap. */
function rotate(db: Database, table: RecordTable, cap: RecordCap, now: number): void {
  db.prepare(`DELETE FROM ${table} WHERE created < ?`).run(now - cap.maxAgeMs);
  const usage = recordUsage(db, table);
  if (usage.rows <= cap.maxRows && usage.bytes <= cap.maxBytes) return;
  const rowsToFree = Math.max(0, usage.rows - Math.floor(cap.maxRows * ROTATION_LOW_WATER));
  const bytesToFree = Math.max(0, usage.bytes - Math.floor(cap.maxBytes * ROTATION_LOW_WATER));
  let rows = 0;
  let bytes = 0;
  let last: number | undefined;
  const oldest = db.prepare(`SELECT id, ${ROW_BYTES[table]} AS size FROM ${table} ORDER BY id`);
  for (const row of oldest.iterate() as IterableIterator<{ id: number; size: number }>) {
    rows += 1;
    bytes += row.size;
    last = row.id;
    if (rows >= rowsToFree && bytes >= bytesToFree) break;
  }
  if (last !== undefined) db.prepare(`DELETE FROM ${table} WHERE id <= ?`).run(last);
}

/** The census calls of spec 000 §7, by the kind stored with each row. */
export type CensusKind =
  | 'RecordHit'
  | 'button-click'
  | 'button-render'
  | 'form-render'
  | 'overlay'
  | 'RecordQuickView'
  | 'tracking';

/**
 * Stores one census call and rotates the table ({@link CENSUS_CAP}), in one transaction through
 * the write queue: `busy` when the lock stayed taken.
 */
export function recordCensusHit(
  db: Database,
  hit: {
    readonly kind: CensusKind;
    readonly visitor: string | null;
    /** What the hit is about: the page URL, the quick-viewed item id. */
    readonly target: string | null;
    readonly payload: unknown;
    readonly now: number;
  },
  cap: RecordCap = CENSUS_CAP,
): Promise<WriteOutcome<void>> {
  const insert = db.prepare(
    'INSERT INTO census_hits (kind, visitor, target, payload, created) VALUES (?, ?, ?, ?, ?)',
  );
  const payload = JSON.stringify(hit.payload ?? null);
  const store = db.transaction(() => {
    insert.run(hit.kind, hit.visitor, hit.target, payload, hit.now);
    rotate(db, 'census_hits', cap, hit.now);
  });
  return writesOf(db).run(() => store.immediate());
}

/** The telemetry calls of spec 000 §7 and spec 001 §7, by the kind stored with each row. */
export type TelemetryKind =
  | 'javascript-errors'
  | 'trace'
  | 'record-event'
  | 'analytics-event'
  | 'page-speed'
  | 'places-details';

/**
 * Stores one telemetry call's body and rotates the table ({@link TELEMETRY_CAP}), in one
 * transaction through the write queue: `busy` when the lock stayed taken.
 */
export function recordTelemetry(
  db: Database,
  record: { readonly kind: TelemetryKind; readonly body: unknown; readonly now: number },
  cap: RecordCap = TELEMETRY_CAP,
): Promise<WriteOutcome<void>> {
  const insert = db.prepare('INSERT INTO telemetry_records (kind, body, created) VALUES (?, ?, ?)');
  const body = JSON.stringify(record.body ?? null);
  const store = db.transaction(() => {
    insert.run(record.kind, body, record.now);
    rotate(db, 'telemetry_records', cap, record.now);
  });
  return writesOf(db).run(() => store.immediate());
}

/** Counts stored rows of a kind (for tests and the owner's tools). */
export function countRows(
  db: Database,
  table: 'census_hits' | 'telemetry_records',
  kind: string,
): number {
  const row = db.prepare(`SELECT count(*) AS total FROM ${table} WHERE kind = ?`).get(kind) as {
    total: number;
  };
  return row.total;
}
