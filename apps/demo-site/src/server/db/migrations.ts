import type { Database } from './open-database';
import { hashPassword } from './password';
import { newRecordId, SEED_ACCOUNTS, SEED_HEADER_FOOTER, SEED_LANGUAGES } from './seed';

/** One step of the schema; `version` is what `PRAGMA user_version` holds once it has run. */
export interface Migration {
  readonly version: number;
  readonly description: string;
  up(db: Database, now: number): void;
}

/** The schema, oldest first. Never edit a released step: add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'forms, accounts, sessions, census, telemetry, header/footer, languages',
    up(db, now) {
      db.exec(`
        CREATE TABLE form_submission_keys (
          key TEXT PRIMARY KEY,
          visitor TEXT,
          created INTEGER NOT NULL,
          used INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
          used_at INTEGER
        );
        CREATE INDEX form_submission_keys_created ON form_submission_keys (created);

        CREATE TABLE form_submissions (
          id TEXT PRIMARY KEY,
          form_id TEXT NOT NULL,
          key TEXT NOT NULL UNIQUE,
          visitor TEXT,
          payload TEXT NOT NULL CHECK (json_valid(payload)),
          page_fields TEXT NOT NULL CHECK (json_valid(page_fields)),
          created INTEGER NOT NULL
        );
        CREATE INDEX form_submissions_created ON form_submissions (created DESC);

        CREATE TABLE accounts (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          display_name TEXT NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('member', 'owner')),
          password_hash TEXT NOT NULL,
          created INTEGER NOT NULL
        );

        CREATE TABLE sessions (
          token_hash TEXT PRIMARY KEY,
          account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
          xsrf_token TEXT NOT NULL,
          remember INTEGER NOT NULL CHECK (remember IN (0, 1)),
          created INTEGER NOT NULL,
          expires INTEGER NOT NULL
        );
        CREATE INDEX sessions_expires ON sessions (expires);

        CREATE TABLE census_hits (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          visitor TEXT,
          target TEXT,
          payload TEXT NOT NULL CHECK (json_valid(payload)),
          created INTEGER NOT NULL
        );

        CREATE TABLE telemetry_records (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          body TEXT NOT NULL CHECK (json_valid(body)),
          created INTEGER NOT NULL
        );

        CREATE TABLE site_header_footer (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          header TEXT NOT NULL CHECK (json_valid(header)),
          footer TEXT NOT NULL CHECK (json_valid(footer)),
          updated INTEGER NOT NULL
        );

        CREATE TABLE multilingual_settings (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          languages TEXT NOT NULL CHECK (json_valid(languages)),
          updated INTEGER NOT NULL
        );
      `);
      const insertAccount = db.prepare(
        `INSERT INTO accounts (id, email, display_name, role, password_hash, created)
         VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const account of SEED_ACCOUNTS) {
        insertAccount.run(
          newRecordId(),
          account.email,
          account.displayName,
          account.role,
          hashPassword(account.password),
          now,
        );
      }
      db.prepare(
        'INSERT INTO site_header_footer (id, header, footer, updated) VALUES (1, ?, ?, ?)',
      ).run(
        JSON.stringify(SEED_HEADER_FOOTER.header),
        JSON.stringify(SEED_HEADER_FOOTER.footer),
        now,
      );
      db.prepare('INSERT INTO multilingual_settings (id, languages, updated) VALUES (1, ?, ?)').run(
        JSON.stringify(SEED_LANGUAGES),
        now,
      );
    },
  },
  {
    version: 2,
    description: 'form submissions keep the fingerprint of their form id and values',
    up(db) {
      // SaveFormSubmission answers a retry with a used key again when the retry is the same
      // submission (submission-fingerprint.ts). Rows stored before this step keep NULL: a retry
      // with their keys (kept a day at most) still gets the 409, as before.
      db.exec('ALTER TABLE form_submissions ADD COLUMN values_hash TEXT');
    },
  },
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

/**
 * Brings the schema up to {@link SCHEMA_VERSION}: each step not yet applied runs in its own
 * transaction together with the `user_version` update, so a crash leaves a consistent version.
 * Running it again does nothing. A file written by a newer version is refused rather than
 * misread.
 */
export function migrate(db: Database, now: number = Date.now()): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `La base de données est au schéma ${current}, plus récent que celui de ce serveur (${SCHEMA_VERSION}).`,
    );
  }
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      migration.up(db, now);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
  return Number(db.pragma('user_version', { simple: true }));
}
