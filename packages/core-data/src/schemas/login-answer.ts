import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

/**
 * The data of `POST /api/site-users/account/session`, spec 000 §7: the XSRF token sent as a
 * header on later requests.
 */
export const LoginAnswerSchema = z.looseObject({
  xsrfToken: z.string().check(z.minLength(1)),
});
export type LoginAnswer = z.output<typeof LoginAnswerSchema>;

/** Parses the login answer; never throws. */
export function parseLoginAnswer(input: unknown): ParseResult<LoginAnswer> {
  return parseWith(LoginAnswerSchema, input, 'login answer');
}
