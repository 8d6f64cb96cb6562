import type { Context } from 'hono';
import { serverText } from '../../catalogue/server-text';
import type { WriteBusy } from '../../db';
import { errorAnswer } from './answers';

/** The message of a write refused because the database stayed locked. */
export const WRITE_BUSY_MESSAGE = serverText('server.api.writeBusy');

/**
 * The answer of a write the write queue refused (`busy`): 503 `{ error }` with `Retry-After` in
 * whole seconds. Nothing was stored, so the very same call may be sent again (the data layer
 * retries a 503); a SaveFormSubmission retried with its key is still stored once.
 */
export function writeBusyAnswer(c: Context, busy: WriteBusy): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(busy.retryAfterMs / 1000))));
  return errorAnswer(c, 503, WRITE_BUSY_MESSAGE);
}
