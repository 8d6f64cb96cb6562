import { describeValue } from '@vitrine/core-data/format';
import type { ParseError } from '@vitrine/core-data/schemas';
import type { FormDefinition } from './form-definition';
import { normalizeFormDefinition } from './normalize-form-definition';

/** A form definition read from data of unknown shape: errors are values, never exceptions. */
export type FormDefinitionResult =
  | {
      readonly ok: true;
      readonly value: FormDefinition;
      /** What `normalizeFormDefinition` left out or defaulted; empty for well-formed data. */
      readonly warnings: readonly string[];
    }
  | { readonly ok: false; readonly error: ParseError };

/**
 * Reads a form definition from data of unknown shape (block JSON, a JSON import) without ever
 * throwing: data that is not an object is refused with an error value; any object gives a
 * `FormDefinition` through `normalizeFormDefinition`, with a warning per field left out or
 * setting defaulted.
 */
export function parseFormDefinition(input: unknown): FormDefinitionResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const message = `The form definition is not an object: ${describeValue(input)}.`;
    return { ok: false, error: { message, issues: [{ path: '', message }] } };
  }
  const { definition, warnings } = normalizeFormDefinition(input);
  return { ok: true, value: definition, warnings };
}
