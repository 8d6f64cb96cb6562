import type { Database } from './open-database';

/** The census calls of spec 000 §7, by the kind stored with each row. */
export type CensusKind =
  | 'RecordHit'
  | 'button-click'
  | 'button-render'
  | 'form-render'
  | 'overlay'
  | 'RecordQuickView'
  | 'tracking';

/** Stores one census call. */
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
): void {
  db.prepare(
    'INSERT INTO census_hits (kind, visitor, target, payload, created) VALUES (?, ?, ?, ?, ?)',
  ).run(hit.kind, hit.visitor, hit.target, JSON.stringify(hit.payload ?? null), hit.now);
}

/** The telemetry calls of spec 000 §7 and spec 001 §7, by the kind stored with each row. */
export type TelemetryKind =
  | 'javascript-errors'
  | 'trace'
  | 'record-event'
  | 'analytics-event'
  | 'page-speed'
  | 'places-details';

/** Stores one telemetry call's body. */
export function recordTelemetry(
  db: Database,
  record: { readonly kind: TelemetryKind; readonly body: unknown; readonly now: number },
): void {
  db.prepare('INSERT INTO telemetry_records (kind, body, created) VALUES (?, ?, ?)').run(
    record.kind,
    JSON.stringify(record.body ?? null),
    record.now,
  );
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
