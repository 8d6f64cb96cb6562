import { IDENTITY_COOKIE } from '@vitrine/runtime/session';
import type { Hono } from 'hono';
import { SITE } from '../../../content/site';
import { serverText } from '../../catalogue/server-text';
import type { WriteOutcome } from '../../db';
import {
  authenticate,
  endSession,
  expiredCookieValue,
  isSecureRequest,
  REMEMBERED_SESSION_MS,
  renewCrumb,
  requestCookie,
  SESSION_COOKIE,
  sessionOfToken,
  setCookieValue,
  startSession,
} from '../../session';
import type { ApiContext, ApiDeps, ApiEnv } from '../api-env';
import { errorAnswer } from '../http/answers';
import type { RateDecision } from '../http/rate-limiter';
import { isRecord, readBodyValues } from '../http/read-body';
import { callerOf } from '../http/visitor';
import { writeBusyAnswer } from '../http/write-busy';
import { writerOf } from '../http/write-quota';

/** The session calls of spec 000 §7, relative to the API root. */
export const SESSION_ROUTES = {
  memberSession: '/site-users/account/session',
  accountLogout: '/auth/Logout',
} as const;

const MINUTE_MS = 60_000;

/** « 12 minutes », « 1 minute », « moins d’une minute »: whole minutes, rounded up. */
export function waitText(ms: number): string {
  if (ms < MINUTE_MS) return serverText('server.session.waitUnderAMinute');
  return serverText('server.session.waitMinutes', { minutes: Math.ceil(ms / MINUTE_MS) });
}

export const SESSION_MESSAGES = {
  missingCredentials: serverText('server.session.missingCredentials'),
  wrongCredentials: serverText('server.session.wrongCredentials'),
  tooManyAttempts: (retryAfterMs: number) =>
    serverText('server.session.tooManyAttempts', { wait: waitText(retryAfterMs) }),
  badCloneCart: serverText('server.session.badCloneCart'),
} as const;

const MAX_EMAIL_LENGTH = 256;
const MAX_PASSWORD_LENGTH = 1024;

function readFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on' || value === '1';
}

/** The longest wait among refused decisions, or null when none refuses. */
function longestWait(decisions: readonly RateDecision[]): number | null {
  let longest: number | null = null;
  for (const decision of decisions) {
    if (!decision.ok) longest = Math.max(longest ?? 0, decision.retryAfterMs);
  }
  return longest;
}

/**
 * Ends the caller's session: row deleted, session and identity cookies cleared, crumb renewed.
 * When the lock stayed taken nothing is cleared (`busy`): the session would still be valid.
 */
async function logOut(c: ApiContext, deps: ApiDeps): Promise<WriteOutcome<void>> {
  const ended = await endSession(deps.db, requestCookie(c.req.raw, SESSION_COOKIE));
  if (!ended.ok) return ended;
  const secure = isSecureRequest(c.req.raw);
  c.header('Set-Cookie', expiredCookieValue(SESSION_COOKIE, { secure, httpOnly: true }), {
    append: true,
  });
  // Spec 000 §4 "Logout": the shared identity cookie is cleared.
  c.header('Set-Cookie', expiredCookieValue(IDENTITY_COOKIE, { secure }), { append: true });
  // The next crumb is signed for no session: the browser no longer holds one.
  renewCrumb(c, { session: null });
  return ended;
}

/**
 * POST the member session (login: `email`, `password`, `rememberMe`, form-encoded or JSON) →
 * `{ xsrfToken, account }` and the session cookie; DELETE it (`?cloneCart=`) and POST
 * `/auth/Logout` end it. Logging out without a session succeeds too (nothing to end).
 *
 * Only failed logins count towards the lockout (`LOGIN_FAILURE_LIMIT` per e-mail and address,
 * `LOGIN_FAILURE_LIMIT_PER_ADDRESS` per address): past either, every attempt, even a correct one,
 * is a 429 whose message says how long to wait, with `Retry-After`. A success clears that
 * account's failures from that address. Sessions started are a write like any other: at most
 * `WRITE_LIMITS.sessions` per visitor and address (far above 11 correct logins in a row).
 */
export function registerSessionRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  api.post(SESSION_ROUTES.memberSession, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const fields = isRecord(body.value) ? body.value : {};
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const password = typeof fields.password === 'string' ? fields.password : '';
    if (
      email === '' ||
      password === '' ||
      email.length > MAX_EMAIL_LENGTH ||
      password.length > MAX_PASSWORD_LENGTH
    ) {
      return errorAnswer(c, 400, SESSION_MESSAGES.missingCredentials);
    }
    const caller = callerOf(c, { trustProxy: deps.trustProxy });
    const { loginFailures, loginFailuresByAddress } = deps.limits;
    // The lockout is per account and address; the looser cap per address stops a spray.
    const addressKey = caller.address ?? caller.key;
    const accountKey = `${addressKey}|${email.toLowerCase()}`;
    const sessionWriter = writerOf(c, { trustProxy: deps.trustProxy });
    const refusal = longestWait([
      loginFailures.peek(accountKey),
      loginFailuresByAddress.peek(addressKey),
      deps.limits.writes.sessions.peek(sessionWriter),
    ]);
    if (refusal !== null) {
      c.header('Retry-After', String(Math.ceil(refusal / 1000)));
      return errorAnswer(c, 429, SESSION_MESSAGES.tooManyAttempts(refusal));
    }
    // Counted as a failure before the password is checked (scrypt takes a while), so that
    // attempts sent all at once cannot all pass the check above; a success takes it back.
    loginFailures.take(accountKey);
    loginFailuresByAddress.take(addressKey);
    const account = await authenticate(deps.db, email, password);
    if (!account) return errorAnswer(c, 401, SESSION_MESSAGES.wrongCredentials);
    loginFailures.reset(accountKey);
    loginFailuresByAddress.refund(addressKey);
    const allowed = deps.limits.writes.sessions.take(sessionWriter);
    if (!allowed.ok) {
      c.header('Retry-After', String(Math.ceil(allowed.retryAfterMs / 1000)));
      return errorAnswer(c, 429, SESSION_MESSAGES.tooManyAttempts(allowed.retryAfterMs));
    }

    // A new token at every login: a session id set before login is never reused (fixation).
    const ended = await endSession(deps.db, requestCookie(c.req.raw, SESSION_COOKIE));
    if (!ended.ok) return writeBusyAnswer(c, ended);
    const remember = readFlag(fields.rememberMe);
    const now = deps.now();
    const started = await startSession(deps.db, { accountId: account.id, remember, now });
    if (!started.ok) return writeBusyAnswer(c, started);
    const session = started.value;
    const secure = isSecureRequest(c.req.raw);
    const maxAge = remember ? REMEMBERED_SESSION_MS / 1000 : undefined;
    c.header(
      'Set-Cookie',
      setCookieValue(SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge,
      }),
      { append: true },
    );
    // Spec 000 §3 "Visit cookies": ss_lastid holds the site identifier (read by the page).
    c.header(
      'Set-Cookie',
      setCookieValue(IDENTITY_COOKIE, SITE.identifier, { sameSite: 'Lax', secure, maxAge }),
      { append: true },
    );
    // The next crumb is signed for the new session, which the browser holds from this answer on.
    renewCrumb(c, { session: session.token });
    const signedIn = sessionOfToken(deps.db, session.token, now);
    return c.json({
      xsrfToken: session.xsrfToken,
      account: signedIn
        ? {
            id: signedIn.accountId,
            email: signedIn.email,
            displayName: signedIn.displayName,
            role: signedIn.role,
          }
        : null,
    });
  });

  api.delete(SESSION_ROUTES.memberSession, async (c) => {
    const cloneCart = c.req.query('cloneCart');
    if (cloneCart !== undefined && cloneCart !== 'true' && cloneCart !== 'false') {
      return errorAnswer(c, 400, SESSION_MESSAGES.badCloneCart);
    }
    const loggedOut = await logOut(c, deps);
    if (!loggedOut.ok) return writeBusyAnswer(c, loggedOut);
    // No server-side cart is kept in this demo: cloneCart is acknowledged, nothing to copy.
    return c.json({ loggedOut: true, cloneCart: cloneCart === 'true' });
  });

  api.post(SESSION_ROUTES.accountLogout, async (c) => {
    const loggedOut = await logOut(c, deps);
    if (!loggedOut.ok) return writeBusyAnswer(c, loggedOut);
    return c.json({ loggedOut: true });
  });
}
