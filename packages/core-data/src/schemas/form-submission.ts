import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

/**
 * The value of one form field as collected (spec 000 §5 "Collecting field values"): text for a
 * single-value field, a list for checkbox, name, phone, address, date or time parts, and the
 * answers per question for a likert field.
 */
export const FormFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.record(z.string(), z.union([z.string(), z.number()])),
]);
export type FormFieldValue = z.output<typeof FormFieldValueSchema>;

/** Field values keyed by field id: what the payload's `form` holds, once decoded. */
export const FormFieldValuesSchema = z.record(z.string(), FormFieldValueSchema);
export type FormFieldValues = z.output<typeof FormFieldValuesSchema>;

function isFieldValuesJson(text: string): boolean {
  try {
    return FormFieldValuesSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * A form submission payload as sent to the server, spec 000 §3 and §7: `form` is the JSON text
 * of the field values keyed by field id (the wire format), checked to decode to
 * {@link FormFieldValues}. `captchaKey` is set when a captcha is present. Page fields and census
 * intra-page event fields are not named by the spec: they travel as extra fields, kept as is.
 */
export const FormSubmissionPayloadSchema = z.looseObject({
  key: z.string().check(z.minLength(1)),
  formId: z.string().check(z.minLength(1)),
  collectionId: z.nullish(z.string()),
  objectName: z.nullish(z.string()),
  isOverlayForm: z.optional(z.boolean()),
  submitButtonText: z.optional(z.string()),
  form: z
    .string()
    .check(
      z.refine(isFieldValuesJson, { error: 'must be the JSON of field values keyed by field id' }),
    ),
  captchaKey: z.optional(z.string().check(z.minLength(1))),
});
export type FormSubmissionPayload = z.output<typeof FormSubmissionPayloadSchema>;

/** Parses a form submission payload; never throws. */
export function parseFormSubmissionPayload(input: unknown): ParseResult<FormSubmissionPayload> {
  return parseWith(FormSubmissionPayloadSchema, input, 'form submission payload');
}
