import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from './open-database';
import { submissionFingerprint } from './submission-fingerprint';
import { type WriteOutcome, writesOf } from './write-queue';

/** How long a submission key may be used after it was handed out. */
export const SUBMISSION_KEY_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Keys older than this are deleted (used ones included: the submission keeps its key); until
 * then a used key answers a retry of its own submission.
 */
const KEY_PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Hands out a new single-use submission key (spec 000 §7 FormSubmissionKey), through the write
 * queue in one transaction (a try the lock refused runs again whole): `busy` when the database
 * stayed locked.
 */
export function createSubmissionKey(
  db: Database,
  options: Parameters<typeof storeSubmissionKey>[1],
): Promise<WriteOutcome<string>> {
  return writesOf(db).run(() => db.transaction(() => storeSubmissionKey(db, options)).immediate());
}

function storeSubmissionKey(
  db: Database,
  options: {
    /** The census visitor (`ss_cvr`) the key is handed to, if any. */
    readonly visitor: string | null;
    /** Who the key is handed to: only they may use it. */
    readonly holder?: KeyHolder;
    /** The form the key is for, when the caller said so; else the first form it is sent with. */
    readonly formId?: string | null;
    readonly now: number;
  },
): string {
  const key = randomBytes(24).toString('base64url');
  // Unused keys past their hour can serve no retry: they go at once, so a flood of keys that
  // are never used stays at an hour's worth (issue 17).
  db.prepare(
    'DELETE FROM form_submission_keys WHERE created < ? OR (used = 0 AND created < ?)',
  ).run(options.now - KEY_PRUNE_AFTER_MS, options.now - SUBMISSION_KEY_LIFETIME_MS);
  db.prepare(
    `INSERT INTO form_submission_keys (key, visitor, holder, holder_address, form_id, created)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    key,
    options.visitor,
    options.holder?.browser ?? null,
    options.holder?.address ?? null,
    options.formId ?? null,
    options.now,
  );
  return key;
}

/** The browser a request comes from, as a key is bound to it. */
export interface KeyHolder {
  /** The browser's visitor id (the one its crumb is signed for, see crumb.ts). */
  readonly browser: string;
  /**
   * Whether the request named that browser (visitor cookie or crumb): false for a request with
   * no cookie, whose browser id is new at each call, so its address stands for it.
   */
  readonly named: boolean;
  /** The client address, or null when unknown. */
  readonly address: string | null;
}

/** Who presents a key: it must be the browser, visitor and form it was handed out for. */
export interface KeyClaimant {
  readonly holder: KeyHolder | null;
  readonly visitor: string | null;
  readonly formId: string;
}

/** Whether the browser (or address) a key was handed to is not the claimant's. */
function otherHolder(
  row: { holder: string | null; holder_address: string | null },
  holder: KeyHolder | null,
): boolean {
  if (row.holder === null) return false;
  if (!holder) return true;
  return holder.named ? row.holder !== holder.browser : row.holder_address !== holder.address;
}

/**
 * Whether a key can still be used, without using it. A used key stays `used` (never `expired`)
 * until it is pruned a day after it was handed out, so a retry of its submission is recognised.
 * With a `claimant`, a key handed to another holder or census visitor, or already bound to
 * another form, is `foreign`, used or not (issue 17: keys are bound to their visitor and form).
 */
export function submissionKeyState(
  db: Database,
  key: string,
  now: number,
  claimant?: KeyClaimant,
): 'usable' | 'unknown' | 'used' | 'expired' | 'foreign' {
  const row = db
    .prepare(
      `SELECT created, used, visitor, holder, holder_address, form_id
       FROM form_submission_keys WHERE key = ?`,
    )
    .get(key) as
    | {
        created: number;
        used: number;
        visitor: string | null;
        holder: string | null;
        holder_address: string | null;
        form_id: string | null;
      }
    | undefined;
  if (!row) return 'unknown';
  if (
    claimant &&
    (otherHolder(row, claimant.holder) ||
      (row.visitor !== null && row.visitor !== claimant.visitor) ||
      (row.form_id !== null && row.form_id !== claimant.formId))
  ) {
    return 'foreign';
  }
  if (row.used) return 'used';
  return row.created < now - SUBMISSION_KEY_LIFETIME_MS ? 'expired' : 'usable';
}

/**
 * Binds an unused key to the form it is first sent with (the spec's key call names no form),
 * through the write queue: a key refused for its values cannot then be sent with another form.
 */
export function claimSubmissionKeyForm(
  db: Database,
  key: string,
  formId: string,
): Promise<WriteOutcome<void>> {
  const claim = db.prepare(
    'UPDATE form_submission_keys SET form_id = ? WHERE key = ? AND form_id IS NULL AND used = 0',
  );
  return writesOf(db).run(() => {
    claim.run(formId, key);
  });
}

export interface NewSubmission {
  readonly formId: string;
  readonly key: string;
  readonly visitor: string | null;
  /** Who presents the key (see `createSubmissionKey`); absent for a caller naming no browser. */
  readonly holder?: KeyHolder;
  /** Field values keyed by field id, as validated. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Page fields and census intra-page event fields sent with the submission. */
  readonly pageFields: Readonly<Record<string, unknown>>;
  readonly now: number;
}

export type SaveSubmissionResult =
  /** `replayed`: the key was already used for this very submission, which is not stored again. */
  | { readonly ok: true; readonly id: string; readonly replayed: boolean }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' | 'foreign' };

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
 * - a used key and anything else (other values, another form, another visitor): `used`;
 * - a key handed to another holder or visitor, or bound to another form: `foreign`.
 * The UNIQUE key column backs this up. The transaction goes through the write queue, whole: a try
 * the lock refused changed nothing and runs again; `busy` when the database stayed locked, and
 * the same submission sent again later is then stored (or replayed) as above.
 */
export function saveSubmission(
  db: Database,
  submission: NewSubmission,
): Promise<WriteOutcome<SaveSubmissionResult>> {
  return writesOf(db).run(() => storeSubmission(db, submission));
}

function storeSubmission(db: Database, submission: NewSubmission): SaveSubmissionResult {
  const fingerprint = submissionFingerprint(submission.formId, submission.values);
  return db
    .transaction((): SaveSubmissionResult => {
      const state = submissionKeyState(db, submission.key, submission.now, {
        holder: submission.holder ?? null,
        visitor: submission.visitor,
        formId: submission.formId,
      });
      if (state === 'used') {
        const id = retriedSubmission(db, submission, fingerprint);
        return id ? { ok: true, id, replayed: true } : { ok: false, reason: 'used' };
      }
      if (state !== 'usable') return { ok: false, reason: state };
      const used = db
        .prepare(
          'UPDATE form_submission_keys SET used = 1, used_at = ?, form_id = ? WHERE key = ? AND used = 0',
        )
        .run(submission.now, submission.formId, submission.key);
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
