import type { Context } from 'hono';
import type { Database } from '../../db';
import { readSession, type SessionAccount } from '../../session';
import { errorAnswer } from './answers';
import { API_MESSAGES } from './messages';

/**
 * The signed-in owner of the request, or the answer refusing it: 401 with `loginRequired` (the
 * data layer raises its login-required event) for a visitor, 403 with `authorizationFail` (the
 * system error panel) for a signed-in member.
 */
export function requireOwner(
  c: Context,
  db: Database,
  now: number,
):
  | { readonly ok: true; readonly account: SessionAccount }
  | { readonly ok: false; readonly response: Response } {
  const account = readSession(db, c.req.header('cookie'), now);
  if (!account) {
    return {
      ok: false,
      response: errorAnswer(c, 401, API_MESSAGES.loginRequired, { loginRequired: true }),
    };
  }
  if (account.role !== 'owner') {
    return {
      ok: false,
      response: errorAnswer(c, 403, API_MESSAGES.ownerOnly, { authorizationFail: true }),
    };
  }
  return { ok: true, account };
}
