import type { forms } from '@vitrine/i18n-fr/forms';

/** A key of the French forms catalogue (`@vitrine/i18n-fr/forms`). */
export type FormsMessageKey = keyof typeof forms;

/**
 * A message to show: a catalogue key (translated by the React layer, with the site's overrides)
 * or a text the server sent, shown as text, never as HTML.
 */
export type FormMessage =
  | { readonly key: FormsMessageKey; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/** The errors of a failed submission or validation (spec 000 §4 "Failure", §5, §8). */
export interface FormErrors {
  /** Messages by field id, shown at each field. */
  readonly fields: Readonly<Record<string, FormMessage>>;
  /** Shown at the captcha. */
  readonly captcha?: FormMessage;
  /** General messages, shown above and below the form. */
  readonly general: readonly FormMessage[];
}

/** No errors. */
export const NO_ERRORS: FormErrors = { fields: {}, general: [] };

/** Whether `errors` holds anything to show. */
export function hasErrors(errors: FormErrors): boolean {
  return (
    errors.general.length > 0 ||
    errors.captcha !== undefined ||
    Object.keys(errors.fields).length > 0
  );
}
