import type { FieldInput, FieldInputs } from '../core/field-inputs';
import type { FormField } from '../core/form-definition';
import { readPostedInputs } from '../core/posted-inputs';

/** The page's session storage: drafts live as long as the tab. Throws where it is disabled. */
export const pageSessionStorage = (): Storage => window.sessionStorage;

/** The page path of the draft key (the query string is left out). */
export const pagePath = (): string => location.pathname;

/**
 * Calls `flush` whenever the page may be going away for good: `pagehide` (navigation, the
 * back-forward cache) and `visibilitychange` to hidden (tab or app switch; on phones the last
 * event before the browser is killed). Returns the function that stops listening.
 */
export function onPageHidden(flush: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * What the controls of a server-rendered form hold that its state does not: what the visitor
 * typed, ticked or chose before the block hydrated (or the browser filled in on Back), which
 * React keeps in the DOM but not in state. By field id, only the fields that differ; read by the
 * controls' names, as a server reads the form's post (`readPostedInputs`).
 */
export function readTypedInputs(
  form: HTMLFormElement,
  fields: readonly FormField[],
  state: FieldInputs,
): Record<string, FieldInput> {
  const inDom = readPostedInputs(fields, new FormData(form).entries());
  const typed: Record<string, FieldInput> = {};
  for (const [id, input] of Object.entries(inDom)) {
    if (JSON.stringify(input) !== JSON.stringify(state[id] ?? '')) typed[id] = input;
  }
  return typed;
}
