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
  it('are single-use: the second save with a key is refused and nothing more is stored', () => {
    const { db } = database;
    const key = createSubmissionKey(db, { visitor: null, now });
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(submissionKeyState(db, key, now)).toBe('usable');
    expect(saveSubmission(db, submission(key)).ok).toBe(true);
    expect(submissionKeyState(db, key, now)).toBe('used');
    expect(saveSubmission(db, submission(key))).toEqual({ ok: false, reason: 'used' });
    expect(countSubmissions(db)).toBe(1);
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
