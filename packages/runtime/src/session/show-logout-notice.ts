import { createTranslator } from '@vitrine/i18n-fr/format';
import { runtime } from '@vitrine/i18n-fr/runtime';
import { readLogoutFlag } from './logout-url';

export interface LogoutNoticeOptions {
  /** Shows the notice; default: `info()` of `@vitrine/ui/dialogs`, loaded only when needed. */
  readonly show?: (notice: { title: string; message: string }) => Promise<unknown>;
  /** Site wordings over the French defaults (keys `runtime.logout.title`, `runtime.logout.message`). */
  readonly translate?: (key: 'runtime.logout.title' | 'runtime.logout.message') => string;
}

/**
 * When the page loads with `logout=true` (spec 000 §2): removes the flag from the address with
 * `history.replaceState` and shows the notice 'Déconnexion réussie' / 'Vous avez été déconnecté
 * avec succès.'. Answers whether the notice was shown.
 */
export async function showLogoutNoticeIfNeeded(
  win: Window = window,
  options: LogoutNoticeOptions = {},
): Promise<boolean> {
  const { showNotice, cleanedUrl } = readLogoutFlag(win.location);
  if (!showNotice) return false;
  win.history.replaceState(win.history.state, '', cleanedUrl);
  const translate = options.translate ?? createTranslator(runtime);
  const notice = {
    title: translate('runtime.logout.title'),
    message: translate('runtime.logout.message'),
  };
  const show = options.show ?? (async (value) => (await import('@vitrine/ui/dialogs')).info(value));
  await show(notice);
  return true;
}
