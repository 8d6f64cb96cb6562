import type { Database } from './open-database';
import { type WriteOutcome, writesOf } from './write-queue';

/** The site header and footer (spec 000 §3 "Site header and footer: header and footer fields"). */
export interface HeaderFooter {
  readonly header: unknown;
  readonly footer: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Reads the stored header and footer. */
export function getHeaderFooter(db: Database): HeaderFooter {
  const row = db.prepare('SELECT header, footer FROM site_header_footer WHERE id = 1').get() as
    | { header: string; footer: string }
    | undefined;
  return row
    ? { header: parseJson(row.header), footer: parseJson(row.footer) }
    : { header: null, footer: null };
}

/**
 * Replaces the header and footer, through the write queue; answers what is now stored, or `busy`
 * when the lock stayed taken.
 */
export function saveHeaderFooter(
  db: Database,
  value: HeaderFooter,
  now: number,
): Promise<WriteOutcome<HeaderFooter>> {
  const upsert = db.prepare(
    `INSERT INTO site_header_footer (id, header, footer, updated) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET header = excluded.header, footer = excluded.footer,
     updated = excluded.updated`,
  );
  const header = JSON.stringify(value.header);
  const footer = JSON.stringify(value.footer);
  return writesOf(db).run(() => {
    upsert.run(header, footer, now);
    return getHeaderFooter(db);
  });
}

/** One language of the site (spec 000 §3 "Multilingual: a languages list"). */
export interface SiteLanguage {
  /** BCP 47 tag, e.g. `fr-FR`. */
  readonly code: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly enabled: boolean;
}

/** Reads the stored languages list. */
export function getLanguages(db: Database): SiteLanguage[] {
  const row = db.prepare('SELECT languages FROM multilingual_settings WHERE id = 1').get() as
    | { languages: string }
    | undefined;
  const value = row ? parseJson(row.languages) : [];
  return Array.isArray(value) ? (value as SiteLanguage[]) : [];
}

/**
 * Replaces the languages list, through the write queue; answers what is now stored, or `busy`
 * when the lock stayed taken.
 */
export function saveLanguages(
  db: Database,
  languages: readonly SiteLanguage[],
  now: number,
): Promise<WriteOutcome<SiteLanguage[]>> {
  const upsert = db.prepare(
    `INSERT INTO multilingual_settings (id, languages, updated) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET languages = excluded.languages, updated = excluded.updated`,
  );
  const text = JSON.stringify(languages);
  return writesOf(db).run(() => {
    upsert.run(text, now);
    return getLanguages(db);
  });
}
