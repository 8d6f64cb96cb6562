import { IDENTITY_COOKIE } from '@vitrine/runtime/session';
import type { Hono } from 'hono';
import { SITE } from '../../../content/site';
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
import { isRecord, readBodyValues } from '../http/read-body';
import { callerOf } from '../http/visitor';

/** The session calls of spec 000 §7, relative to the API root. */
export const SESSION_ROUTES = {
  memberSession: '/site-users/account/session',
  accountLogout: '/auth/Logout',
} as const;

export const SESSION_MESSAGES = {
  missingCredentials: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
  wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  badCloneCart: 'Le paramètre cloneCart doit valoir true ou false.',
} as const;

const MAX_EMAIL_LENGTH = 256;
const MAX_PASSWORD_LENGTH = 1024;

function readFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on' || value === '1';
}

/** Ends the caller's session: row deleted, session and identity cookies cleared, crumb renewed. */
function logOut(c: ApiContext, deps: ApiDeps): void {
  endSession(deps.db, requestCookie(c.req.raw, SESSION_COOKIE));
  const secure = isSecureRequest(c.req.raw);
  c.header('Set-Cookie', expiredCookieValue(SESSION_COOKIE, { secure, httpOnly: true }), {
    append: true,
  });
  // Spec 000 §4 "Logout": the shared identity cookie is cleared.
  c.header('Set-Cookie', expiredCookieValue(IDENTITY_COOKIE, { secure }), { append: true });
  renewCrumb(c);
}

/**
 * POST the member session (login: `email`, `password`, `rememberMe`, form-encoded or JSON) →
 * `{ xsrfToken, account }` and the session cookie; DELETE it (`?cloneCart=`) and POST
 * `/auth/Logout` end it. Logging out without a session succeeds too (nothing to end).
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
    const attempt = deps.limits.logins.take(
      `${caller.address ?? caller.key}|${email.toLowerCase()}`,
    );
    if (!attempt.ok) {
      c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return errorAnswer(c, 429, SESSION_MESSAGES.tooManyAttempts);
    }
    const account = await authenticate(deps.db, email, password);
    if (!account) return errorAnswer(c, 401, SESSION_MESSAGES.wrongCredentials);

    // A new token at every login: a session id set before login is never reused (fixation).
    endSession(deps.db, requestCookie(c.req.raw, SESSION_COOKIE));
    const remember = readFlag(fields.rememberMe);
    const now = deps.now();
    const session = startSession(deps.db, { accountId: account.id, remember, now });
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
    renewCrumb(c);
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

  api.delete(SESSION_ROUTES.memberSession, (c) => {
    const cloneCart = c.req.query('cloneCart');
    if (cloneCart !== undefined && cloneCart !== 'true' && cloneCart !== 'false') {
      return errorAnswer(c, 400, SESSION_MESSAGES.badCloneCart);
    }
    logOut(c, deps);
    // No server-side cart is kept in this demo: cloneCart is acknowledged, nothing to copy.
    return c.json({ loggedOut: true, cloneCart: cloneCart === 'true' });
  });

  api.post(SESSION_ROUTES.accountLogout, (c) => {
    logOut(c, deps);
    return c.json({ loggedOut: true });
  });
}
