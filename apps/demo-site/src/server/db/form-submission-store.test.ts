import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase, written } from '../api/testing/browser-like-client';
import {
  claimSubmissionKeyForm,
  countSubmissions,
  createSubmissionKey,
  listSubmissions,
  SUBMISSION_KEY_LIFETIME_MS,
  saveSubmission,
  submissionKeyState,
} from './form-submission-store';
import { DATABASE_FILE_NAME } from './open-database';
import { canonicalJson, submissionFingerprint } from './submission-fingerprint';
import { writesOf } from './write-queue';

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
  it('are single-use: a second save with a key stores nothing more', async () => {
    const { db } = database;
    const key = await written(createSubmissionKey(db, { visitor: 'v', now }));
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(submissionKeyState(db, key, now)).toBe('usable');
    const first = await written(saveSubmission(db, submission(key)));
    expect(first).toEqual({ ok: true, id: expect.any(String), replayed: false });
    expect(submissionKeyState(db, key, now)).toBe('used');
    // The same submission again (a retry whose first answer was lost): the first one's id.
    expect(await written(saveSubmission(db, submission(key, now + 5000)))).toEqual({
      ok: true,
      id: first.ok ? first.id : '',
      replayed: true,
    });
    // Anything else with that key is refused: other values as used, another form or another
    // visitor as foreign (the key is theirs and that form's, issue 17).
    for (const other of [
      { ...submission(key), values: { a: 'c' } },
      { ...submission(key), values: { a: 'b', d: 'e' } },
    ]) {
      expect(await written(saveSubmission(db, other))).toEqual({ ok: false, reason: 'used' });
    }
    for (const other of [
      { ...submission(key), formId: 'g' },
      { ...submission(key), visitor: 'w' },
      { ...submission(key), visitor: null },
    ]) {
      expect(await written(saveSubmission(db, other))).toEqual({ ok: false, reason: 'foreign' });
    }
    expect(countSubmissions(db)).toBe(1);
  });

  it('hold across connections: a second process waits in its queue for the first save, then replays it', async () => {
    const { db } = database;
    const other = new BetterSqlite3(join(database.dir, DATABASE_FILE_NAME));
    try {
      other.pragma('busy_timeout = 0'); // fail each try at once, to see the lock
      const key = await written(createSubmissionKey(db, { visitor: 'v', now }));
      db.exec('BEGIN IMMEDIATE');
      const first = await written(saveSubmission(db, submission(key)));
      // The first save has not committed: the other process cannot even read the key's state
      // inside its own transaction, so it can never decide on a stale "usable"; its save waits.
      const retry = saveSubmission(other, submission(key));
      expect(writesOf(other).waiting).toBe(1);
      expect(countSubmissions(other)).toBe(0);
      db.exec('COMMIT');
      expect(await retry).toEqual({
        ok: true,
        value: { ok: true, id: first.ok ? first.id : '', replayed: true },
      });
      expect(writesOf(other).waiting).toBe(0);
      expect(countSubmissions(other)).toBe(1);
    } finally {
      if (db.inTransaction) db.exec('ROLLBACK');
      other.close();
    }
  });

  it('match a retry by visitor and fingerprint: a visitor without the cookie matches only itself', async () => {
    const { db } = database;
    const key = await written(createSubmissionKey(db, { visitor: null, now }));
    const anonymous = { ...submission(key), visitor: null };
    const first = await written(saveSubmission(db, anonymous));
    expect(await written(saveSubmission(db, anonymous))).toEqual({
      ok: true,
      id: first.ok ? first.id : '',
      replayed: true,
    });
    expect(await written(saveSubmission(db, { ...anonymous, visitor: 'v' }))).toEqual({
      ok: false,
      reason: 'used',
    });
    const stored = db.prepare('SELECT values_hash FROM form_submissions').get() as {
      values_hash: string;
    };
    expect(stored.values_hash).toBe(submissionFingerprint('f', { a: 'b' }));
  });

  it('refuse unknown and expired keys', async () => {
    const { db } = database;
    expect(await written(saveSubmission(db, submission('inconnue')))).toEqual({
      ok: false,
      reason: 'unknown',
    });
    const key = await written(createSubmissionKey(db, { visitor: null, now }));
    const later = now + SUBMISSION_KEY_LIFETIME_MS + 1;
    expect(await written(saveSubmission(db, submission(key, later)))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(countSubmissions(db)).toBe(0);
  });

  it('lists submissions newest first', async () => {
    const { db } = database;
    for (const offset of [0, 2000, 1000]) {
      const key = await written(createSubmissionKey(db, { visitor: null, now }));
      await written(
        saveSubmission(db, { ...submission(key, now + offset), values: { rang: String(offset) } }),
      );
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

describe('form submission keys bound to their browser and form (issue 17)', () => {
  const browserA = { browser: 'navigateur-a', named: true, address: '10.0.0.1' } as const;
  const browserB = { browser: 'navigateur-b', named: true, address: '10.0.0.1' } as const;

  it('are refused to another browser, used or not; the holder’s retry still replays', async () => {
    const { db } = database;
    const key = await written(createSubmissionKey(db, { visitor: 'v', holder: browserA, now }));
    expect(submissionKeyState(db, key, now, { holder: browserB, visitor: 'v', formId: 'f' })).toBe(
      'foreign',
    );
    expect(await written(saveSubmission(db, { ...submission(key), holder: browserB }))).toEqual({
      ok: false,
      reason: 'foreign',
    });
    const first = await written(saveSubmission(db, { ...submission(key), holder: browserA }));
    expect(first).toEqual({ ok: true, id: expect.any(String), replayed: false });
    expect(await written(saveSubmission(db, { ...submission(key), holder: browserA }))).toEqual({
      ok: true,
      id: first.ok ? first.id : '',
      replayed: true,
    });
    expect(await written(saveSubmission(db, { ...submission(key), holder: browserB }))).toEqual({
      ok: false,
      reason: 'foreign',
    });
    expect(countSubmissions(db)).toBe(1);
  });

  it('stand for a browser without cookies by its address', async () => {
    const { db } = database;
    const cookieless = { browser: 'nouveau-1', named: false, address: '10.0.0.1' };
    const key = await written(createSubmissionKey(db, { visitor: null, holder: cookieless, now }));
    const claim = (holder: typeof cookieless) => ({ holder, visitor: null, formId: 'f' });
    expect(submissionKeyState(db, key, now, claim({ ...cookieless, browser: 'nouveau-2' }))).toBe(
      'usable',
    );
    expect(submissionKeyState(db, key, now, claim({ ...cookieless, address: '10.0.0.2' }))).toBe(
      'foreign',
    );
    // The browser that got its cookie from the key's answer presents it with that cookie.
    expect(submissionKeyState(db, key, now, claim({ ...cookieless, named: true }))).toBe('usable');
  });

  it('belong to the form named at issuance, else to the first form they are sent with', async () => {
    const { db } = database;
    const named = await written(
      createSubmissionKey(db, { visitor: null, holder: browserA, formId: 'f', now }),
    );
    const state = (key: string, formId: string) =>
      submissionKeyState(db, key, now, { holder: browserA, visitor: null, formId });
    expect(state(named, 'g')).toBe('foreign');
    expect(state(named, 'f')).toBe('usable');
    const unnamed = await written(
      createSubmissionKey(db, { visitor: null, holder: browserA, now }),
    );
    expect(state(unnamed, 'g')).toBe('usable');
    await written(claimSubmissionKeyForm(db, unnamed, 'f'));
    expect(state(unnamed, 'g')).toBe('foreign');
    expect(state(unnamed, 'f')).toBe('usable');
  });

  it('that are never used go after their hour, at the next key; used ones stay the day', async () => {
    const { db } = database;
    const unused = await written(createSubmissionKey(db, { visitor: null, now }));
    const used = await written(createSubmissionKey(db, { visitor: null, now }));
    await written(saveSubmission(db, { ...submission(used), visitor: null }));
    await written(
      createSubmissionKey(db, { visitor: null, now: now + SUBMISSION_KEY_LIFETIME_MS + 1 }),
    );
    expect(submissionKeyState(db, unused, now)).toBe('unknown');
    expect(submissionKeyState(db, used, now)).toBe('used');
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
