import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate } from './migrations';

/** The database file inside the data folder. */
export const DATABASE_FILE_NAME = 'vitrine-demo.sqlite';

/** Census and telemetry rows are kept 90 days; expired sessions and old keys are dropped. */
export const RECORD_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The database handle every store of the server takes. */
export type Database = BetterSqlite3.Database;

/**
 * Opens (and on first start creates) the demo site's SQLite database in `dataDir`: the folder
 * and `vitrine-demo.sqlite` are created when missing, the schema migrated, the demo accounts,
 * header/footer and languages seeded. WAL journal, foreign keys on, a 5 s busy timeout so a
 * second process waits instead of failing. Old census and telemetry rows and expired sessions
 * are cleared at each start ({@link pruneDatabase}).
 */
export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE_NAME));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    pruneDatabase(db, Date.now());
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Drops what is no longer needed: census and telemetry rows older than
 * {@link RECORD_RETENTION_MS}, expired sessions, and submission keys older than a day. Form
 * submissions are the owner's and are never dropped.
 */
export function pruneDatabase(db: Database, now: number): void {
  const cutoff = now - RECORD_RETENTION_MS;
  db.transaction(() => {
    db.prepare('DELETE FROM census_hits WHERE created < ?').run(cutoff);
    db.prepare('DELETE FROM telemetry_records WHERE created < ?').run(cutoff);
    db.prepare('DELETE FROM sessions WHERE expires <= ?').run(now);
    db.prepare('DELETE FROM form_submission_keys WHERE created < ?').run(now - 24 * 60 * 60 * 1000);
  })();
}
