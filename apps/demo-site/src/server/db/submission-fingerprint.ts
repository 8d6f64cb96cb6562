import { createHash } from 'node:crypto';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Code-unit order: the same on every machine, unlike `localeCompare`. */
function byName([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** JSON with the keys of every object sorted, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_name, inner: unknown) =>
    isPlainObject(inner) ? Object.fromEntries(Object.entries(inner).sort(byName)) : inner,
  );
}

/**
 * What makes a SaveFormSubmission retry "the same submission": the form id and the field values
 * as stored (validated, unknown field ids dropped), as the SHA-256 of their canonical JSON. Page
 * and census fields, the captcha token and the button text are left out: they describe the
 * sending, not what the visitor wrote, and a retry may carry new ones.
 */
export function submissionFingerprint(
  formId: string,
  values: Readonly<Record<string, unknown>>,
): string {
  return createHash('sha256')
    .update(canonicalJson([formId, values]))
    .digest('hex');
}
