import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate } from './migrations';
import { WRITE_BUSY_TIMEOUT_MS } from './write-queue';

/** The database file inside the data folder. */
export const DATABASE_FILE_NAME = 'vitrine-demo.sqlite';

/** Census and telemetry rows are kept 90 days; expired sessions and old keys are dropped. */
export const RECORD_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The database handle every store of the server takes. */
export type Database = BetterSqlite3.Database;

/**
 * While the database opens (nothing is served yet) a lock held by another process is waited for,
 * so a start beside a running backup does not fail; once open, {@link WRITE_BUSY_TIMEOUT_MS}.
 */
const OPENING_BUSY_TIMEOUT_MS = 5_000;

/**
 * `synchronous = NORMAL` in WAL mode: a commit is in the WAL file before the write answers, so
 * a process crash (kill -9, out of memory) loses nothing acknowledged; the WAL is flushed to the
 * disk at checkpoints, not at each commit, so a power loss or an OS crash may lose the last
 * commits (the file stays consistent). FULL would flush at every commit, on the event loop
 * (better-sqlite3 is synchronous). See docs/api-server.md "Storage".
 */
export const SYNCHRONOUS_SETTING = 'NORMAL';

/** Pages after which the write-ahead log is checkpointed (4 kB pages: 1 MB). */
export const WAL_CHECKPOINT_PAGES = 256;
/** The write-ahead log's size once checkpointed, at most (1 MB). */
export const WAL_SIZE_LIMIT_BYTES = 1_048_576;

/**
 * Opens (and on first start creates) the demo site's SQLite database in `dataDir`: the folder
 * and `vitrine-demo.sqlite` are created when missing, the schema migrated, the demo accounts,
 * header/footer and languages seeded. WAL journal ({@link SYNCHRONOUS_SETTING}), foreign keys on.
 * Once open, SQLite waits only {@link WRITE_BUSY_TIMEOUT_MS} for a lock another process holds:
 * writes wait longer in the connection's write queue (`writesOf`), off the event loop. Old census
 * and telemetry rows and expired sessions are cleared at each start ({@link pruneDatabase}).
 */
export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE_NAME));
  try {
    db.pragma(`busy_timeout = ${OPENING_BUSY_TIMEOUT_MS}`);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${SYNCHRONOUS_SETTING}`);
    // The write-ahead log is checkpointed every 256 pages (1 MB) and cut back to 1 MB after, so
    // it cannot grow the data folder by more than that however many writes come.
    db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    db.pragma('foreign_keys = ON');
    migrate(db);
    pruneDatabase(db, Date.now());
    db.pragma(`busy_timeout = ${WRITE_BUSY_TIMEOUT_MS}`);
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
