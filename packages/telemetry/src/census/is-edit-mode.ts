import { EDIT_MODE_CLASS } from './should-record-census';

/** Whether the page is in edit mode: the body has the class `edit-mode` (spec 000 §4). Reads the document at call time. */
export function isEditMode(
  doc:
    | { body?: { classList?: { contains(name: string): boolean } } | null }
    | undefined = globalThis.document,
): boolean {
  try {
    return doc?.body?.classList?.contains(EDIT_MODE_CLASS) === true;
  } catch {
    return false;
  }
}
