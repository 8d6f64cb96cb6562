import type { DataLayer } from '@vitrine/core-data/data-layer';
import { parseFormSubmissionErrorAnswer } from '@vitrine/core-data/schemas/form-submission-error-answer';
import { parseFormSubmissionKeyAnswer } from '@vitrine/core-data/schemas/form-submission-key-answer';
import { buildSubmissionPayload, type PayloadFields } from '../core/build-submission-payload';
import type { SendRequest, SendResult } from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import { mapSubmissionError } from '../core/map-submission-error';

/** The calls of spec 000 §7 that a form makes. */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';

export interface SendFormSubmissionOptions {
  /** The data layer of `@vitrine/core-data/data-layer` (crumb, credentials, error mapping). */
  readonly dataLayer: Pick<DataLayer, 'post'>;
  readonly definition: FormDefinition;
  /** The submit button's text as shown, sent as `submitButtonText`. */
  readonly submitButtonText: string;
  readonly pageFields?: PayloadFields;
  readonly censusFields?: PayloadFields;
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
  const { dataLayer, definition } = options;
  const fieldIds = definition.fields.map((field) => field.id);
  const keyResult = await dataLayer.post<unknown>(FORM_SUBMISSION_KEY_PATH);
  const key = keyResult.ok ? parseFormSubmissionKeyAnswer(keyResult.data) : undefined;
  if (!key?.ok) {
    return { ok: false, errors: mapSubmissionError({ stage: 'key' }, fieldIds) };
  }
  const body = buildSubmissionPayload({
    key: key.value.key,
    definition,
    submitButtonText: options.submitButtonText,
    values: request.values,
    captchaKey: request.captchaKey,
    pageFields: options.pageFields,
    censusFields: options.censusFields,
  });
  const saved = await dataLayer.post<unknown>(SAVE_FORM_SUBMISSION_PATH, { body, json: true });
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
