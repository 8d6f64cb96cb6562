import { type FieldInput, isEmptyInput } from '../core/field-inputs';
import { FIELD_KINDS, fieldPartKeys } from '../core/field-kinds';
import type { FormField } from '../core/form-definition';

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

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the controls of `form` hold, by field id, for the fields that hold something: after
 * hydration, what the visitor typed (or the browser filled in) before the page's script ran,
 * which React keeps in the DOM but not in the form's state. Names are those the field views
 * give: the field id, or `id-index` for a part and a likert statement.
 */
export function readTypedInputs(
  form: HTMLFormElement,
  fields: readonly FormField[],
): Record<string, FieldInput> {
  const byName = new Map<string, Control[]>();
  for (const element of form.elements) {
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
    }
  }
  const text = (name: string) => byName.get(name)?.[0]?.value ?? '';
  const checked = (name: string) =>
    (byName.get(name) ?? [])
      .filter((element) => element instanceof HTMLInputElement && element.checked)
      .map((element) => element.value);
  const typed: Record<string, FieldInput> = {};
  for (const field of fields) {
    const options: readonly string[] = 'options' in field ? field.options : [];
    let input: FieldInput;
    switch (FIELD_KINDS[field.type]) {
      case 'hidden':
      case 'section':
        continue;
      case 'parts':
        input = fieldPartKeys(field).map((_, index) => text(`${field.id}-${index}`));
        break;
      case 'choice': {
        const values = checked(field.id);
        const chosen = options.filter((option) => values.includes(option));
        input = field.type === 'radio' ? chosen.slice(0, 1) : chosen;
        break;
      }
      case 'likert': {
        const answers: Record<string, string> = {};
        options.forEach((statement, index) => {
          const [answer] = checked(`${field.id}-${index}`);
          if (answer) answers[statement] = answer;
        });
        input = answers;
        break;
      }
      default:
        input = text(field.id);
    }
    if (!isEmptyInput(input)) typed[field.id] = input;
  }
  return typed;
}
