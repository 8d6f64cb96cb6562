import { createSimpleTranslator } from '@vitrine/i18n-fr/format-simple';
import { runtime } from '@vitrine/i18n-fr/runtime';
import type { ConfirmOptions } from '@vitrine/ui/dialogs';

/** The catalogue keys of the question asked before the Escape key leaves the page. */
export type LeavePageKey =
  | 'runtime.leavePage.title'
  | 'runtime.leavePage.message'
  | 'runtime.leavePage.confirm'
  | 'runtime.leavePage.cancel';

export interface ConfirmLeavePageOptions {
  /** Site wordings over the French defaults of `@vitrine/i18n-fr/runtime`. */
  readonly translate?: (key: LeavePageKey) => string;
  /** Shows the question; default: `confirm` of `@vitrine/ui/dialogs` (loaded then). */
  readonly dialog?: (options: ConfirmOptions) => Promise<'confirm' | 'cancel' | 'reject'>;
}

/**
 * Asks the visitor before the Escape key leaves a page where a form holds unsent input:
 * 'Quitter la page ?' on the confirmation dialog of `@vitrine/ui/dialogs`, the safe answer
 * ('Rester sur la page') first. Resolves true only when the visitor confirms; cancel, Escape or
 * a click on the overlay keep the page.
 */
export async function confirmLeavePage(options: ConfirmLeavePageOptions = {}): Promise<boolean> {
  const t = options.translate ?? createSimpleTranslator(runtime);
  // The dialogs' code (React roots, styles) loads only when a question is asked.
  const dialog = options.dialog ?? (await import('@vitrine/ui/dialogs')).confirm;
  const answer = await dialog({
    title: t('runtime.leavePage.title'),
    message: t('runtime.leavePage.message'),
    style: 'confirm-or-cancel',
    confirmLabel: t('runtime.leavePage.confirm'),
    cancelLabel: t('runtime.leavePage.cancel'),
  });
  return answer === 'confirm';
}
