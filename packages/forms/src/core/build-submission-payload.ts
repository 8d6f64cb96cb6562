import type {
  FormFieldValues,
  FormSubmissionPayload,
} from '@vitrine/core-data/schemas/form-submission';
import type { FormDefinition } from './form-definition';

/** Extra payload fields: page fields, census intra-page event fields (spec 000 §3, §7). */
export type PayloadFields = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Payload fields as a page gives them: an object, or a function called at submit time (census
 * fields that count what happened on the page before the submission).
 */
export type PayloadFieldsSource = PayloadFields | (() => PayloadFields);

/** The payload's own fields, which page and census fields can never replace. */
const OWN_FIELDS = [
  'key',
  'formId',
  'collectionId',
  'objectName',
  'isOverlayForm',
  'submitButtonText',
  'form',
  'captchaKey',
];

export interface SubmissionPayloadInput {
  /** The key answered by `POST /api/form/FormSubmissionKey`. */
  readonly key: string;
  readonly definition: Pick<FormDefinition, 'id' | 'collectionId' | 'objectName' | 'isOverlayForm'>;
  /** The submit button's text as shown. */
  readonly submitButtonText: string;
  /** Collected field values keyed by field id. */
  readonly values: FormFieldValues;
  /** The solved captcha's token, when a captcha is present. */
  readonly captchaKey?: string | null;
  readonly pageFields?: PayloadFields;
  readonly censusFields?: PayloadFields;
}

/**
 * Builds the body of `POST /api/form/SaveFormSubmission` (spec 000 §3 "Form submission payload",
 * §7): key, formId, collectionId, objectName, isOverlayForm, submitButtonText, `form` (the JSON
 * of the values keyed by field id), `captchaKey` only when there is one, then the page fields and
 * census intra-page event fields, which can never replace the payload's own fields.
 */
export function buildSubmissionPayload(input: SubmissionPayloadInput): FormSubmissionPayload {
  const { definition, captchaKey } = input;
  const payload: Record<string, unknown> = {
    key: input.key,
    formId: definition.id,
    collectionId: definition.collectionId ?? null,
    objectName: definition.objectName ?? null,
    isOverlayForm: definition.isOverlayForm === true,
    submitButtonText: input.submitButtonText,
    form: JSON.stringify(input.values),
  };
  if (captchaKey) payload.captchaKey = captchaKey;
  for (const extra of [input.pageFields, input.censusFields]) {
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (!OWN_FIELDS.includes(name)) payload[name] = value;
    }
  }
  return payload as FormSubmissionPayload;
}
