import type { FieldInput, FieldInputs } from '../core/field-inputs';
import type { FormField } from '../core/form-definition';
import { readPostedInputs } from '../core/posted-inputs';

const sameInput = (a: FieldInput | undefined, b: FieldInput | undefined) =>
  JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * What the controls of a server-rendered form hold that its state does not: what the visitor
 * typed, ticked or chose before the block hydrated (React keeps such values in the DOM but not
 * in state). By field id, only the fields that differ; read by the controls' names, as a server
 * reads a post.
 */
export function inputsTypedBeforeHydration(
  form: HTMLFormElement | null,
  fields: readonly FormField[],
  state: FieldInputs,
): FieldInputs {
  if (!form) return {};
  const inDom = readPostedInputs(fields, new FormData(form).entries());
  const typed: Record<string, FieldInput> = {};
  for (const [id, input] of Object.entries(inDom)) {
    if (!sameInput(input, state[id])) typed[id] = input;
  }
  return typed;
}
