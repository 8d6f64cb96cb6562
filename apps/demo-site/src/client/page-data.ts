import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import type { PageRuntimeContext } from '@vitrine/runtime/page';
import type { Visitor } from '../content/site';

function readJson(document: Document, id: string): { value: unknown; problem?: string } {
  const text = document.getElementById(id)?.textContent;
  if (text == null) return { value: null, problem: `#${id} is missing` };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { value: null, problem: `#${id} is not valid JSON` };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readVisitor(value: unknown): Visitor | null {
  if (!isRecord(value)) return null;
  const { accountId, email, displayName, role } = value;
  if (typeof accountId !== 'string' || typeof email !== 'string' || typeof displayName !== 'string')
    return null;
  return { accountId, email, displayName, role: role === 'owner' ? 'owner' : 'member' };
}

/**
 * The fields the page script needs at once (spec 000 §3 "Page context values read"), each
 * checked by type; anything else is dropped. The whole context is parsed with core-data's
 * schema when the browser is idle ({@link parseFullContext}), which keeps zod off the critical
 * path of every page.
 */
export function readRuntimeContext(raw: unknown): PageRuntimeContext {
  if (!isRecord(raw)) return { authenticatedAccount: null };
  const website = isRecord(raw.website) ? raw.website : {};
  const settings = isRecord(raw.websiteSettings) ? raw.websiteSettings : {};
  const roles: Record<string, number[]> = {};
  if (isRecord(raw.websiteRoles)) {
    for (const [site, list] of Object.entries(raw.websiteRoles)) {
      if (Array.isArray(list))
        roles[site] = list.filter((role): role is number => Number.isInteger(role));
    }
  }
  return {
    website: {
      id: optionalString(website.id),
      developerMode: website.developerMode === true,
      cloneable: website.cloneable === true,
      typekitId: optionalString(website.typekitId) ?? null,
    },
    authenticatedAccount: isRecord(raw.authenticatedAccount) ? raw.authenticatedAccount : null,
    websiteRoles: roles,
    appDomain: optionalString(raw.appDomain),
    pageType:
      typeof raw.pageType === 'number' && Number.isInteger(raw.pageType) ? raw.pageType : undefined,
    googleFonts: Array.isArray(raw.googleFonts)
      ? raw.googleFonts.filter(
          (font): font is { includeName: string } =>
            isRecord(font) && typeof font.includeName === 'string',
        )
      : [],
    websiteSettings: {
      disqusShortname: optionalString(settings.disqusShortname) ?? null,
      commentsEnabled: settings.commentsEnabled === true,
      useEscapeKeyToLogin: settings.useEscapeKeyToLogin === true,
    },
  };
}

/** The whole context with core-data's schema: its value, or the safe default and the problem. */
export async function parseFullContext(
  raw: unknown,
): Promise<{ context: PageContext; problem?: string }> {
  const { DEFAULT_PAGE_CONTEXT, parsePageContext } = await import(
    '@vitrine/core-data/schemas/page-context'
  );
  const parsed = parsePageContext(raw);
  return parsed.ok
    ? { context: parsed.value }
    : { context: DEFAULT_PAGE_CONTEXT, problem: `page context: ${parsed.error.message}` };
}

/** The inlined page context (raw, checked later) and visitor, with the problems found. */
export function readPageData(document: Document) {
  const problems: string[] = [];
  const rawContext = readJson(document, 'page-context');
  if (rawContext.problem) problems.push(rawContext.problem);
  const runtimeContext = readRuntimeContext(rawContext.value);
  const rawVisitor = readJson(document, 'page-visitor');
  // A visitor only counts when the context agrees that an account is signed in.
  const visitor = runtimeContext.authenticatedAccount ? readVisitor(rawVisitor.value) : null;
  return { rawContext: rawContext.value, runtimeContext, visitor, problems };
}
