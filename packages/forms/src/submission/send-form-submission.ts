import type { DataLayer } from '@vitrine/core-data/data-layer';
import { parseFormSubmissionErrorAnswer } from '@vitrine/core-data/schemas/form-submission-error-answer';
import { parseFormSubmissionKeyAnswer } from '@vitrine/core-data/schemas/form-submission-key-answer';
import {
  buildSubmissionPayload,
  type PayloadFields,
  type PayloadFieldsSource,
} from '../core/build-submission-payload';
import type { SendRequest, SendResult } from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import { mapSubmissionError } from '../core/map-submission-error';

/** The calls of spec 000 §7 that a form makes. */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';

/**
 * The submission key of a save whose outcome is unknown, kept for the retry (exactly once): one
 * per form block, made with `createSubmissionKeyKeeper()`.
 */
export interface SubmissionKeyKeeper {
  /** The key of the last uncertain save and the values it carried; null when there is none. */
  pending: { readonly key: string; readonly values: string } | null;
}

/** A keeper with no pending key: give one to each form block for its whole life. */
export function createSubmissionKeyKeeper(): SubmissionKeyKeeper {
  return { pending: null };
}

/**
 * Whether a failed save may still have been stored by the server: no answer at all (network
 * error, connection reset, timeout), a 5xx (a proxy may have lost the server's success), or a
 * success whose body could not be read. A 4xx is certain: the server refused and stored nothing.
 */
export function isUncertainSaveFailure(status: number | undefined, code?: string): boolean {
  if (status === undefined) return true;
  if (status >= 500) return true;
  return status >= 200 && status < 300 && code === 'invalidJson';
}

export interface SendFormSubmissionOptions {
  /** The data layer of `@vitrine/core-data/data-layer` (crumb, credentials, error mapping). */
  readonly dataLayer: Pick<DataLayer, 'post'>;
  readonly definition: FormDefinition;
  /** The submit button's text as shown, sent as `submitButtonText`. */
  readonly submitButtonText: string;
  readonly pageFields?: PayloadFields;
  /** Census intra-page event fields; a function is called for each save, right before it. */
  readonly censusFields?: PayloadFieldsSource;
  /**
   * Keeps the key of an uncertain save: the retry of the same values reuses it, so the server,
   * which answers a stored key with its first success, stores the submission exactly once.
   */
  readonly keeper?: SubmissionKeyKeeper;
}

/**
 * The census fields of a save: a function is called now. One that throws or answers no object
 * gives none: the visitor's submission still goes.
 */
function censusFieldsNow(source: PayloadFieldsSource | undefined): PayloadFields | undefined {
  if (typeof source !== 'function') return source;
  try {
    const fields = source();
    return typeof fields === 'object' && fields !== null ? fields : undefined;
  } catch (error) {
    console.error(
      '@vitrine/forms: censusFields threw; the submission is sent without them.',
      error,
    );
    return undefined;
  }
}

/**
 * Sends one submission (spec 000 §7): `POST /api/form/FormSubmissionKey` (empty payload) for the
 * key, then `POST /api/form/SaveFormSubmission` with the JSON payload of
 * {@link buildSubmissionPayload}. Never throws: a failure resolves to the errors to show
 * (spec 000 §8), read from the answer kept by the data layer in `error.data`.
 */
export async function sendFormSubmission(
  options: SendFormSubmissionOptions,
  request: SendRequest,
): Promise<SendResult> {
  const { dataLayer, definition, keeper } = options;
  const fieldIds = definition.fields.map((field) => field.id);
  const values = JSON.stringify(request.values);
  // The retry of an uncertain save with the same values reuses its key; changed values are a
  // new submission, with a new key.
  let submissionKey = keeper?.pending?.values === values ? keeper.pending.key : null;
  if (submissionKey === null) {
    const keyResult = await dataLayer.post<unknown>(FORM_SUBMISSION_KEY_PATH);
    const key = keyResult.ok ? parseFormSubmissionKeyAnswer(keyResult.data) : undefined;
    if (!key?.ok) {
      return { ok: false, errors: mapSubmissionError({ stage: 'key' }, fieldIds) };
    }
    submissionKey = key.value.key;
  }
  const body = buildSubmissionPayload({
    key: submissionKey,
    definition,
    submitButtonText: options.submitButtonText,
    values: request.values,
    captchaKey: request.captchaKey,
    pageFields: options.pageFields,
    censusFields: censusFieldsNow(options.censusFields),
  });
  const saved = await dataLayer.post<unknown>(SAVE_FORM_SUBMISSION_PATH, { body, json: true });
  if (keeper) {
    keeper.pending =
      !saved.ok && isUncertainSaveFailure(saved.error.status, saved.error.code)
        ? { key: submissionKey, values }
        : null;
  }
  if (saved.ok) return { ok: true };
  const answer = parseFormSubmissionErrorAnswer(saved.error.data);
  return {
    ok: false,
    errors: mapSubmissionError(
      { stage: 'save', status: saved.error.status, answer: answer.ok ? answer.value : null },
      fieldIds,
    ),
  };
}
