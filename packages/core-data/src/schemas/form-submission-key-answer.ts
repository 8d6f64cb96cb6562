import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

/** The data of `POST /api/form/FormSubmissionKey`, spec 000 §7: it holds the submission key. */
export const FormSubmissionKeyAnswerSchema = z.looseObject({
  key: z.string().check(z.minLength(1)),
});
export type FormSubmissionKeyAnswer = z.output<typeof FormSubmissionKeyAnswerSchema>;

/** Parses the form submission key answer; never throws. */
export function parseFormSubmissionKeyAnswer(input: unknown): ParseResult<FormSubmissionKeyAnswer> {
  return parseWith(FormSubmissionKeyAnswerSchema, input, 'form submission key answer');
}
