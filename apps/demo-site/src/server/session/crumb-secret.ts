import type { Database } from '../db';

/**
 * The secret crumbs are signed with: 32 random bytes made by the database's migration 3 and kept
 * in `server_secrets`, so every process serving one data folder signs alike and a restart keeps
 * the crumbs of open pages valid. Read only: serving never writes it.
 */
export function crumbSecret(db: Database): Buffer {
  const row = db.prepare("SELECT value FROM server_secrets WHERE name = 'crumb'").get() as
    | { value: Buffer }
    | undefined;
  if (!row) throw new Error('The database has no crumb secret: was it migrated?');
  return row.value;
}
