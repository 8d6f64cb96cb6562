import { randomBytes } from 'node:crypto';
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
  {
    version: 3,
    description:
      'the crumb secret; submission keys bound to their holder and form; census and telemetry usage for rotation',
    up(db, now) {
      // Issue 17: the crumb is signed (HMAC) with a secret of this data folder, made once here so
      // that every process serving the folder signs alike and no write is needed while serving.
      db.exec(`
        CREATE TABLE server_secrets (
          name TEXT PRIMARY KEY,
          value BLOB NOT NULL CHECK (length(value) >= 32),
          created INTEGER NOT NULL
        );
      `);
      db.prepare('INSERT INTO server_secrets (name, value, created) VALUES (?, ?, ?)').run(
        'crumb',
        randomBytes(32),
        now,
      );
      // A key is usable only by the browser it was handed to (`holder`, or from its address,
      // `holder_address`, when a browser keeps no cookie) and for one form (`form_id`, set when
      // it is first presented). Keys handed out before this step hold NULL: they expire within
      // the hour as before.
      db.exec(`
        ALTER TABLE form_submission_keys ADD COLUMN holder TEXT;
        ALTER TABLE form_submission_keys ADD COLUMN holder_address TEXT;
        ALTER TABLE form_submission_keys ADD COLUMN form_id TEXT;
      `);
      // Census and telemetry rows are rotated by age and by size (telemetry-store.ts): the index
      // finds the old ones, and the usage row of each table, kept by triggers in the same
      // transaction as every insert and delete, says the size without reading the rows.
      db.exec(`
        CREATE INDEX census_hits_created ON census_hits (created);
        CREATE INDEX telemetry_records_created ON telemetry_records (created);
        CREATE TABLE record_usage (
          table_name TEXT PRIMARY KEY,
          row_count INTEGER NOT NULL,
          byte_count INTEGER NOT NULL
        );
        INSERT INTO record_usage (table_name, row_count, byte_count)
          SELECT 'census_hits', count(*),
            coalesce(sum(length(CAST(payload AS BLOB)) + coalesce(length(CAST(target AS BLOB)), 0)), 0)
          FROM census_hits;
        INSERT INTO record_usage (table_name, row_count, byte_count)
          SELECT 'telemetry_records', count(*), coalesce(sum(length(CAST(body AS BLOB))), 0)
          FROM telemetry_records;
        CREATE TRIGGER census_hits_usage_insert AFTER INSERT ON census_hits BEGIN
          UPDATE record_usage SET row_count = row_count + 1,
            byte_count = byte_count + length(CAST(NEW.payload AS BLOB))
              + coalesce(length(CAST(NEW.target AS BLOB)), 0)
          WHERE table_name = 'census_hits';
        END;
        CREATE TRIGGER census_hits_usage_delete AFTER DELETE ON census_hits BEGIN
          UPDATE record_usage SET row_count = row_count - 1,
            byte_count = byte_count - length(CAST(OLD.payload AS BLOB))
              - coalesce(length(CAST(OLD.target AS BLOB)), 0)
          WHERE table_name = 'census_hits';
        END;
        CREATE TRIGGER telemetry_records_usage_insert AFTER INSERT ON telemetry_records BEGIN
          UPDATE record_usage SET row_count = row_count + 1,
            byte_count = byte_count + length(CAST(NEW.body AS BLOB))
          WHERE table_name = 'telemetry_records';
        END;
        CREATE TRIGGER telemetry_records_usage_delete AFTER DELETE ON telemetry_records BEGIN
          UPDATE record_usage SET row_count = row_count - 1,
            byte_count = byte_count - length(CAST(OLD.body AS BLOB))
          WHERE table_name = 'telemetry_records';
        END;
      `);
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
