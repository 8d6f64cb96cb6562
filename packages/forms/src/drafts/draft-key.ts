/** The start of every draft's storage key. */
export const DRAFT_KEY_PREFIX = 'vitrine-draft:';

/** The storage key of a form's draft: one per page path and form id. */
export function draftKey(pagePath: string, formId: string): string {
  return `${DRAFT_KEY_PREFIX}${pagePath}:${formId}`;
}
