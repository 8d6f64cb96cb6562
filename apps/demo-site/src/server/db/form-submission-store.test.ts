import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase } from '../api/testing/browser-like-client';
import {
  countSubmissions,
  createSubmissionKey,
  listSubmissions,
  SUBMISSION_KEY_LIFETIME_MS,
  saveSubmission,
  submissionKeyState,
} from './form-submission-store';
import { DATABASE_FILE_NAME } from './open-database';
import { canonicalJson, submissionFingerprint } from './submission-fingerprint';

let database: ReturnType<typeof temporaryDatabase>;
const now = Date.UTC(2026, 2, 1, 10);

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

function submission(key: string, at = now) {
  return { formId: 'f', key, visitor: 'v', values: { a: 'b' }, pageFields: {}, now: at };
}

describe('form submission keys', () => {
  it('are single-use: a second save with a key stores nothing more', () => {
    const { db } = database;
    const key = createSubmissionKey(db, { visitor: 'v', now });
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(submissionKeyState(db, key, now)).toBe('usable');
    const first = saveSubmission(db, submission(key));
    expect(first).toEqual({ ok: true, id: expect.any(String), replayed: false });
    expect(submissionKeyState(db, key, now)).toBe('used');
    // The same submission again (a retry whose first answer was lost): the first one's id.
    expect(saveSubmission(db, submission(key, now + 5000))).toEqual({
      ok: true,
      id: first.ok ? first.id : '',
      replayed: true,
    });
    // Anything else with that key is refused.
    for (const other of [
      { ...submission(key), values: { a: 'c' } },
      { ...submission(key), values: { a: 'b', d: 'e' } },
      { ...submission(key), formId: 'g' },
      { ...submission(key), visitor: 'w' },
      { ...submission(key), visitor: null },
    ]) {
      expect(saveSubmission(db, other)).toEqual({ ok: false, reason: 'used' });
    }
    expect(countSubmissions(db)).toBe(1);
  });

  it('hold across connections: a second process waits for the first save, then replays it', () => {
    const { db } = database;
    const other = new BetterSqlite3(join(database.dir, DATABASE_FILE_NAME));
    try {
      other.pragma('busy_timeout = 0'); // fail at once instead of waiting, to see the lock
      const key = createSubmissionKey(db, { visitor: 'v', now });
      db.exec('BEGIN IMMEDIATE');
      const first = saveSubmission(db, submission(key));
      // The first save has not committed: the other process cannot even read the key's state
      // inside its own transaction, so it can never decide on a stale "usable".
      expect(() => saveSubmission(other, submission(key))).toThrow(/locked|busy/i);
      db.exec('COMMIT');
      expect(saveSubmission(other, submission(key))).toEqual({
        ok: true,
        id: first.ok ? first.id : '',
        replayed: true,
      });
      expect(countSubmissions(other)).toBe(1);
    } finally {
      if (db.inTransaction) db.exec('ROLLBACK');
      other.close();
    }
  });

  it('match a retry by visitor and fingerprint: a visitor without the cookie matches only itself', () => {
    const { db } = database;
    const key = createSubmissionKey(db, { visitor: null, now });
    const anonymous = { ...submission(key), visitor: null };
    const first = saveSubmission(db, anonymous);
    expect(saveSubmission(db, anonymous)).toEqual({
      ok: true,
      id: first.ok ? first.id : '',
      replayed: true,
    });
    expect(saveSubmission(db, { ...anonymous, visitor: 'v' })).toEqual({
      ok: false,
      reason: 'used',
    });
    const stored = db.prepare('SELECT values_hash FROM form_submissions').get() as {
      values_hash: string;
    };
    expect(stored.values_hash).toBe(submissionFingerprint('f', { a: 'b' }));
  });

  it('refuse unknown and expired keys', () => {
    const { db } = database;
    expect(saveSubmission(db, submission('inconnue'))).toEqual({ ok: false, reason: 'unknown' });
    const key = createSubmissionKey(db, { visitor: null, now });
    const later = now + SUBMISSION_KEY_LIFETIME_MS + 1;
    expect(saveSubmission(db, submission(key, later))).toEqual({ ok: false, reason: 'expired' });
    expect(countSubmissions(db)).toBe(0);
  });

  it('lists submissions newest first', () => {
    const { db } = database;
    for (const offset of [0, 2000, 1000]) {
      const key = createSubmissionKey(db, { visitor: null, now });
      saveSubmission(db, { ...submission(key, now + offset), values: { rang: String(offset) } });
    }
    expect(listSubmissions(db, { limit: 10 }).map((row) => row.values.rang)).toEqual([
      '2000',
      '1000',
      '0',
    ]);
    expect(listSubmissions(db, { limit: 1, offset: 1 }).map((row) => row.values.rang)).toEqual([
      '1000',
    ]);
  });
});

describe('submission fingerprint', () => {
  it('is the same for the same form and values in any key order, and differs otherwise', () => {
    const values = { nom: ['Léa', 'Bernard'], avis: { b: '1', a: '-2' }, email: 'lea@exemple.fr' };
    const reordered = {
      email: 'lea@exemple.fr',
      avis: { a: '-2', b: '1' },
      nom: ['Léa', 'Bernard'],
    };
    expect(canonicalJson(reordered)).toBe(canonicalJson(values));
    expect(submissionFingerprint('f', reordered)).toBe(submissionFingerprint('f', values));
    expect(submissionFingerprint('f', values)).toMatch(/^[0-9a-f]{64}$/);
    for (const [formId, other] of [
      ['g', values],
      ['f', { ...values, nom: ['Bernard', 'Léa'] }],
      ['f', { ...values, email: 'lea@exemple.fr ' }],
      ['f', { ...values, extra: '' }],
    ] as const) {
      expect(submissionFingerprint(formId, other)).not.toBe(submissionFingerprint('f', values));
    }
  });
});
