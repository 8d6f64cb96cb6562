import { common } from '@vitrine/i18n-fr/common';
import { createSimpleTranslator } from '@vitrine/i18n-fr/format-simple';
import type { SitePage } from './model';
import { NOT_FOUND_PAGE } from './pages';

/** How many characters of the requested path the not-found page repeats. */
export const SHOWN_PATH_MAX = 200;

const t = createSimpleTranslator(common);

/**
 * The requested path as the visitor typed it: percent-escapes decoded (kept as sent when they
 * are not valid UTF-8), control characters left out, at most {@link SHOWN_PATH_MAX} characters.
 * Plain text: whoever prints it escapes it (React does).
 */
export function shownPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid UTF-8 once decoded: shown as sent.
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = decoded.replace(/[\u0000-\u001f\u007f]/g, '');
  return clean.length > SHOWN_PATH_MAX ? `${clean.slice(0, SHOWN_PATH_MAX)}…` : clean;
}

/**
 * The not-found page for a requested path (spec 000 §8 "A not-found error carries the requested
 * path"): page type 100, its heading the catalogue's 'Page introuvable : /chemin'.
 */
export function notFoundPage(requestedPath: string): SitePage {
  return { ...NOT_FOUND_PAGE, heading: t('common.notFound', { path: shownPath(requestedPath) }) };
}
