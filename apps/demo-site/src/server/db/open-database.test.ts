import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { written } from '../api/testing/browser-like-client';
import { createSubmissionKey, listSubmissions, saveSubmission } from './form-submission-store';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import {
  DATABASE_FILE_NAME,
  openDatabase,
  pruneDatabase,
  RECORD_RETENTION_MS,
} from './open-database';
import { verifyPassword } from './password';
import { SEED_ACCOUNTS } from './seed';
import { getHeaderFooter, getLanguages, saveHeaderFooter } from './site-settings-store';
import { countRows, recordCensusHit, recordTelemetry } from './telemetry-store';

let dir: string;

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the folder and vitrine-demo.sqlite on first start, in WAL mode, migrated', () => {
    dir = join(mkdtempSync(join(tmpdir(), 'vitrine-demo-')), 'donnees', 'imbriquees');
    const db = openDatabase(dir);
    expect(existsSync(join(dir, DATABASE_FILE_NAME))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((row) => (row as { name: string }).name)
      .sort();
    expect(tables).toEqual([
      'accounts',
      'census_hits',
      'form_submission_keys',
      'form_submissions',
      'multilingual_settings',
      'record_usage',
      'server_secrets',
      'sessions',
      'site_header_footer',
      'telemetry_records',
    ]);
    db.close();
  });

  it('seeds the member and the owner with scrypt hashes, never the passwords', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
    const db = openDatabase(dir);
    const accounts = db
      .prepare('SELECT email, role, password_hash FROM accounts ORDER BY email')
      .all() as { email: string; role: string; password_hash: string }[];
    expect(accounts.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'membre@atelier-lumiere.fr', role: 'member' },
      { email: 'proprietaire@atelier-lumiere.fr', role: 'owner' },
    ]);
    for (const seed of SEED_ACCOUNTS) {
      const stored = accounts.find((account) => account.email === seed.email)?.password_hash ?? '';
      expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(stored).not.toContain(seed.password);
      await expect(verifyPassword(seed.password, stored)).resolves.toBe(true);
      await expect(verifyPassword(`${seed.password}x`, stored)).resolves.toBe(false);
    }
    expect(getLanguages(db)).toEqual([
      { code: 'fr-FR', name: 'Français', isDefault: true, enabled: true },
    ]);
    expect(getHeaderFooter(db).header).toMatchObject({ siteTitle: 'Atelier Lumière' });
    db.close();
  });

  it('keeps everything across a restart and migrates only once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
    const now = Date.UTC(2026, 2, 1, 10);
    const first = openDatabase(dir);
    const key = await written(createSubmissionKey(first, { visitor: null, now }));
    const saved = await written(
      saveSubmission(first, {
        formId: 'formulaire-contact',
        key,
        visitor: null,
        values: { message: 'Bonjour' },
        pageFields: { pagePath: '/contact' },
        now,
      }),
    );
    expect(saved.ok).toBe(true);
    await written(
      saveHeaderFooter(first, { header: { siteTitle: 'Nouveau titre' }, footer: 'Pied' }, now),
    );
    first.close();

    const second = openDatabase(dir);
    expect(second.prepare('SELECT count(*) AS n FROM accounts').get()).toEqual({ n: 2 });
    expect(listSubmissions(second, { limit: 10 })).toEqual([
      {
        id: saved.ok ? saved.id : '',
        formId: 'formulaire-contact',
        visitor: null,
        values: { message: 'Bonjour' },
        pageFields: { pagePath: '/contact' },
        created: now,
      },
    ]);
    expect(getHeaderFooter(second)).toEqual({
      header: { siteTitle: 'Nouveau titre' },
      footer: 'Pied',
    });
    second.close();
  });

  it('migrates a version-1 file: earlier submissions keep no fingerprint, their keys stay used', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
    const now = Date.now();
    const old = new BetterSqlite3(join(dir, DATABASE_FILE_NAME));
    const [first] = MIGRATIONS;
    old.transaction(() => {
      first?.up(old, now);
      old.pragma('user_version = 1');
    })();
    old
      .prepare('INSERT INTO form_submission_keys (key, visitor, created, used) VALUES (?, ?, ?, 1)')
      .run('cle-v1', 'v', now);
    old
      .prepare(
        `INSERT INTO form_submissions (id, form_id, key, visitor, payload, page_fields, created)
       VALUES ('s1', 'f', 'cle-v1', 'v', '{"a":"b"}', '{}', ?)`,
      )
      .run(now);
    old.close();

    const db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT id, values_hash FROM form_submissions').all()).toEqual([
      { id: 's1', values_hash: null },
    ]);
    const retry = {
      formId: 'f',
      key: 'cle-v1',
      visitor: 'v',
      values: { a: 'b' },
      pageFields: {},
      now,
    };
    expect(await written(saveSubmission(db, retry))).toEqual({ ok: false, reason: 'used' });
    db.close();
  });

  it('refuses a database written by a newer schema instead of misreading it', () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
    const db = openDatabase(dir);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openDatabase(dir)).toThrow(/plus récent/);
  });
});

describe('pruneDatabase', () => {
  it('drops old census and telemetry rows and expired sessions, never submissions', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
    const db = openDatabase(dir);
    const now = Date.UTC(2026, 5, 1);
    const old = now - RECORD_RETENTION_MS - 1;
    await written(
      recordCensusHit(db, {
        kind: 'RecordHit',
        visitor: null,
        target: null,
        payload: {},
        now: old,
      }),
    );
    await written(
      recordCensusHit(db, { kind: 'RecordHit', visitor: null, target: null, payload: {}, now }),
    );
    await written(recordTelemetry(db, { kind: 'trace', body: [], now: old }));
    const key = await written(createSubmissionKey(db, { visitor: null, now: old }));
    await written(
      saveSubmission(db, { formId: 'f', key, visitor: null, values: {}, pageFields: {}, now: old }),
    );
    pruneDatabase(db, now);
    expect(countRows(db, 'census_hits', 'RecordHit')).toBe(1);
    expect(countRows(db, 'telemetry_records', 'trace')).toBe(0);
    expect(listSubmissions(db, { limit: 5 })).toHaveLength(1);
    db.close();
  });
});
