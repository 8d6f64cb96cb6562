import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from './open-database';

/** How long a submission key may be used after it was handed out. */
export const SUBMISSION_KEY_LIFETIME_MS = 60 * 60 * 1000;
/** Keys older than this are deleted (used ones included: the submission keeps its key). */
const KEY_PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Hands out a new single-use submission key (spec 000 §7 FormSubmissionKey). */
export function createSubmissionKey(
  db: Database,
  options: { readonly visitor: string | null; readonly now: number },
): string {
  const key = randomBytes(24).toString('base64url');
  db.prepare('DELETE FROM form_submission_keys WHERE created < ?').run(
    options.now - KEY_PRUNE_AFTER_MS,
  );
  db.prepare('INSERT INTO form_submission_keys (key, visitor, created) VALUES (?, ?, ?)').run(
    key,
    options.visitor,
    options.now,
  );
  return key;
}

/** Whether a key can still be used, without using it. */
export function submissionKeyState(
  db: Database,
  key: string,
  now: number,
): 'usable' | 'unknown' | 'used' | 'expired' {
  const row = db.prepare('SELECT created, used FROM form_submission_keys WHERE key = ?').get(key) as
    | { created: number; used: number }
    | undefined;
  if (!row) return 'unknown';
  if (row.used) return 'used';
  return row.created < now - SUBMISSION_KEY_LIFETIME_MS ? 'expired' : 'usable';
}

export interface NewSubmission {
  readonly formId: string;
  readonly key: string;
  readonly visitor: string | null;
  /** Field values keyed by field id, as validated. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Page fields and census intra-page event fields sent with the submission. */
  readonly pageFields: Readonly<Record<string, unknown>>;
  readonly now: number;
}

export type SaveSubmissionResult =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' };

/**
 * Stores a submission and uses its key, in one transaction: the key is marked used only if it
 * was still usable, so two submissions with one key (a double click, two tabs, two processes)
 * store exactly one; the UNIQUE key column backs this up.
 */
export function saveSubmission(db: Database, submission: NewSubmission): SaveSubmissionResult {
  return db
    .transaction((): SaveSubmissionResult => {
      const state = submissionKeyState(db, submission.key, submission.now);
      if (state !== 'usable') return { ok: false, reason: state };
      const used = db
        .prepare('UPDATE form_submission_keys SET used = 1, used_at = ? WHERE key = ? AND used = 0')
        .run(submission.now, submission.key);
      if (used.changes !== 1) return { ok: false, reason: 'used' };
      const id = randomUUID();
      db.prepare(
        `INSERT INTO form_submissions (id, form_id, key, visitor, payload, page_fields, created)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        submission.formId,
        submission.key,
        submission.visitor,
        JSON.stringify(submission.values),
        JSON.stringify(submission.pageFields),
        submission.now,
      );
      return { ok: true, id };
    })
    .immediate();
}

/** A stored submission, as the owner's page lists it. */
export interface StoredSubmission {
  readonly id: string;
  readonly formId: string;
  readonly visitor: string | null;
  readonly values: Readonly<Record<string, unknown>>;
  readonly pageFields: Readonly<Record<string, unknown>>;
  readonly created: number;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Stored submissions, newest first. */
export function listSubmissions(
  db: Database,
  options: { readonly limit: number; readonly offset?: number },
): StoredSubmission[] {
  const rows = db
    .prepare(
      `SELECT id, form_id, visitor, payload, page_fields, created FROM form_submissions
       ORDER BY created DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(options.limit, options.offset ?? 0) as {
    id: string;
    form_id: string;
    visitor: string | null;
    payload: string;
    page_fields: string;
    created: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    visitor: row.visitor,
    values: parseObject(row.payload),
    pageFields: parseObject(row.page_fields),
    created: row.created,
  }));
}

/** How many submissions are stored. */
export function countSubmissions(db: Database): number {
  const row = db.prepare('SELECT count(*) AS total FROM form_submissions').get() as {
    total: number;
  };
  return row.total;
}
