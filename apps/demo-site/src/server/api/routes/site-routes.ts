import type { Context, Hono } from 'hono';
import { serverText } from '../../catalogue/server-text';
import {
  getHeaderFooter,
  getLanguages,
  type SiteLanguage,
  saveHeaderFooter,
  saveLanguages,
} from '../../db';
import type { ApiDeps, ApiEnv } from '../api-env';
import { errorAnswer } from '../http/answers';
import { isRecord, readBodyValues } from '../http/read-body';
import { requireOwner } from '../http/require-owner';
import { writeBusyAnswer } from '../http/write-busy';
import { quotaRefusal, writerOf } from '../http/write-quota';

/** The site services calls of spec 000 §7, relative to the API root. */
export const SITE_ROUTES = {
  headerFooter: '/site-header-footer',
  multilingualSettings: '/multilingual/settings',
  multilingualStatus: '/multilingual/status',
  multilingualLanguages: '/multilingual/languages',
} as const;

export const SITE_MESSAGES = {
  headerFooter: serverText('server.site.headerFooter'),
  languages: serverText('server.site.languages'),
} as const;

const MAX_LANGUAGES = 20;
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['fr'], {
      type: 'language',
      languageDisplay: 'standard',
    }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** Reads a languages list; undefined when it does not hold. The first is the default if none is. */
export function readLanguages(input: unknown): SiteLanguage[] | undefined {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_LANGUAGES) return undefined;
  const languages: SiteLanguage[] = [];
  for (const entry of input) {
    const item = typeof entry === 'string' ? { code: entry } : entry;
    if (!isRecord(item) || typeof item.code !== 'string' || !LANGUAGE_TAG.test(item.code))
      return undefined;
    if (item.name !== undefined && (typeof item.name !== 'string' || item.name.length > 60))
      return undefined;
    if (
      languages.some((language) => language.code.toLowerCase() === String(item.code).toLowerCase())
    ) {
      return undefined;
    }
    languages.push({
      code: item.code,
      name:
        typeof item.name === 'string' && item.name.trim()
          ? item.name.trim()
          : languageName(item.code),
      isDefault: item.isDefault === true,
      enabled: item.enabled !== false,
    });
  }
  const defaults = languages.filter((language) => language.isDefault).length;
  if (defaults > 1) return undefined;
  if (defaults === 0) languages[0] = { ...(languages[0] as SiteLanguage), isDefault: true };
  return languages.map((language) =>
    language.isDefault ? { ...language, enabled: true } : language,
  );
}

function multilingualStatus(languages: readonly SiteLanguage[]) {
  const enabled = languages.filter((language) => language.enabled);
  return {
    enabled: enabled.length > 1,
    defaultLanguage: languages.find((language) => language.isDefault)?.code ?? null,
    languageCount: enabled.length,
  };
}

/**
 * The header/footer and multilingual calls: reads are public (the page shows them), writes are
 * the owner's (401 `loginRequired` for a visitor, 403 `authorizationFail` for a member).
 * PUT site-header-footer answers the stored `{ header, footer }` (spec 000 §7 "data returned").
 * Writes count towards `WRITE_LIMITS.siteSettings` per visitor and address (429).
 */
export function registerSiteRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  const overQuota = (c: Context) =>
    quotaRefusal(
      c,
      deps.limits.writes.siteSettings.take(writerOf(c, { trustProxy: deps.trustProxy })),
    );

  api.get(SITE_ROUTES.headerFooter, (c) => c.json(getHeaderFooter(deps.db)));

  api.put(SITE_ROUTES.headerFooter, async (c) => {
    const owner = requireOwner(c, deps.db, deps.now());
    if (!owner.ok) return owner.response;
    const limited = overQuota(c);
    if (limited) return limited;
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const value = body.value;
    if (!isRecord(value) || value.header === undefined || value.footer === undefined) {
      return errorAnswer(c, 400, SITE_MESSAGES.headerFooter);
    }
    let header = value.header;
    let footer = value.footer;
    // A form-encoded body carries both as JSON text.
    if (body.kind === 'form') {
      try {
        header = JSON.parse(String(header));
        footer = JSON.parse(String(footer));
      } catch {
        return errorAnswer(c, 400, SITE_MESSAGES.headerFooter);
      }
    }
    const stored = await saveHeaderFooter(deps.db, { header, footer }, deps.now());
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.json(stored.value);
  });

  api.get(SITE_ROUTES.multilingualSettings, (c) => {
    const languages = getLanguages(deps.db);
    return c.json({ languages, ...multilingualStatus(languages) });
  });

  api.get(SITE_ROUTES.multilingualStatus, (c) => c.json(multilingualStatus(getLanguages(deps.db))));

  api.put(SITE_ROUTES.multilingualLanguages, async (c) => {
    const owner = requireOwner(c, deps.db, deps.now());
    if (!owner.ok) return owner.response;
    const limited = overQuota(c);
    if (limited) return limited;
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    let input = isRecord(body.value) ? body.value.languages : undefined;
    if (body.kind === 'form' && typeof input === 'string') {
      try {
        input = JSON.parse(input);
      } catch {
        return errorAnswer(c, 400, SITE_MESSAGES.languages);
      }
    }
    const languages = readLanguages(input);
    if (!languages) return errorAnswer(c, 400, SITE_MESSAGES.languages);
    const stored = await saveLanguages(deps.db, languages, deps.now());
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.json({ languages: stored.value, ...multilingualStatus(stored.value) });
  });
}
