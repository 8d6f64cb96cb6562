import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from './open-database';
import { submissionFingerprint } from './submission-fingerprint';

/** How long a submission key may be used after it was handed out. */
export const SUBMISSION_KEY_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Keys older than this are deleted (used ones included: the submission keeps its key); until
 * then a used key answers a retry of its own submission.
 */
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

/**
 * Whether a key can still be used, without using it. A used key stays `used` (never `expired`)
 * until it is pruned a day after it was handed out, so a retry of its submission is recognised.
 */
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
  /** `replayed`: the key was already used for this very submission, which is not stored again. */
  | { readonly ok: true; readonly id: string; readonly replayed: boolean }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' };

/**
 * The submission a used key stored, when `submission` is a retry of it: the same visitor (the
 * key's and the stored submission's; a visitor without the cookie only matches a key issued and
 * used without one), and the same form id and values ({@link submissionFingerprint}). Rows
 * stored before the fingerprint existed have none and never match.
 */
function retriedSubmission(
  db: Database,
  submission: NewSubmission,
  fingerprint: string,
): string | null {
  const row = db
    .prepare(
      `SELECT s.id FROM form_submissions s JOIN form_submission_keys k ON k.key = s.key
       WHERE s.key = ? AND s.values_hash = ? AND k.visitor IS ? AND s.visitor IS ?`,
    )
    .get(submission.key, fingerprint, submission.visitor, submission.visitor) as
    | { id: string }
    | undefined;
  return row?.id ?? null;
}

/**
 * Stores a submission and uses its key, in one `IMMEDIATE` transaction, so that saves with one
 * key store exactly one row, whether they come at once (a double click, two tabs, two processes:
 * the second waits for the first to commit, then reads the key as used) or later:
 * - a usable key: the submission is stored with its fingerprint, the key marked used;
 * - a used key and the same submission (a retry after a lost answer): nothing is stored and the
 *   first submission's id comes back, `replayed`;
 * - a used key and anything else (other values, another form, another visitor): `used`.
 * The UNIQUE key column backs this up.
 */
export function saveSubmission(db: Database, submission: NewSubmission): SaveSubmissionResult {
  const fingerprint = submissionFingerprint(submission.formId, submission.values);
  return db
    .transaction((): SaveSubmissionResult => {
      const state = submissionKeyState(db, submission.key, submission.now);
      if (state === 'used') {
        const id = retriedSubmission(db, submission, fingerprint);
        return id ? { ok: true, id, replayed: true } : { ok: false, reason: 'used' };
      }
      if (state !== 'usable') return { ok: false, reason: state };
      const used = db
        .prepare('UPDATE form_submission_keys SET used = 1, used_at = ? WHERE key = ? AND used = 0')
        .run(submission.now, submission.key);
      if (used.changes !== 1) return { ok: false, reason: 'used' };
      const id = randomUUID();
      db.prepare(
        `INSERT INTO form_submissions
           (id, form_id, key, visitor, payload, page_fields, values_hash, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        submission.formId,
        submission.key,
        submission.visitor,
        JSON.stringify(submission.values),
        JSON.stringify(submission.pageFields),
        fingerprint,
        submission.now,
      );
      return { ok: true, id, replayed: false };
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
