import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

/**
 * The data of a failed `POST /api/form/SaveFormSubmission`, spec 000 §7 and §8: `errors` maps
 * field ids to messages (status 400), otherwise `error` is a general message.
 */
export const FormSubmissionErrorAnswerSchema = z.looseObject({
  errors: z.nullish(z.record(z.string(), z.string())),
  error: z.nullish(z.string()),
});
export type FormSubmissionErrorAnswer = z.output<typeof FormSubmissionErrorAnswerSchema>;

/** Parses the error answer of a form submission; never throws. */
export function parseFormSubmissionErrorAnswer(
  input: unknown,
): ParseResult<FormSubmissionErrorAnswer> {
  return parseWith(FormSubmissionErrorAnswerSchema, input, 'form submission error answer');
}
