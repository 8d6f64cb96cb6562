import { createHash, randomBytes } from 'node:crypto';
import { parseCookies } from '@vitrine/core-data/cookies';
import type { AccountRole, Database } from '../db';
import { unusablePasswordHash, verifyPassword, type WriteOutcome, writesOf } from '../db';

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https. */
export const SESSION_COOKIE = 'vitrine_session';
/** "Remember me" keeps the session 30 days (Max-Age of the cookie and the server's expiry). */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Without it the cookie lasts the browser session; the server ends it after 12 hours anyway. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

/** Who is signed in, as the page renderer and the API read it. */
export interface SessionAccount {
  readonly accountId: string;
  readonly email: string;
  readonly displayName: string;
  readonly role: AccountRole;
  /** The token the login answer gave (`xsrfToken`), to hand to the page's data layer. */
  readonly xsrfToken: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An account found by its e-mail and password, or null. Takes as long for an unknown e-mail. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<{ readonly id: string } | null> {
  const row = db
    .prepare('SELECT id, password_hash FROM accounts WHERE email = ? COLLATE NOCASE')
    .get(email.trim()) as { id: string; password_hash: string } | undefined;
  const matches = await verifyPassword(password, row?.password_hash ?? unusablePasswordHash());
  return row && matches ? { id: row.id } : null;
}

/** A new session: the token goes in the cookie, only its SHA-256 is stored. */
export interface StartedSession {
  readonly token: string;
  readonly xsrfToken: string;
  readonly expires: number;
}

/**
 * Starts a session for an account; expired sessions are cleared on the way. One transaction
 * through the write queue: `busy` when the lock stayed taken.
 */
export function startSession(
  db: Database,
  options: Parameters<typeof storeSession>[1],
): Promise<WriteOutcome<StartedSession>> {
  return writesOf(db).run(() => db.transaction(() => storeSession(db, options)).immediate());
}

function storeSession(
  db: Database,
  options: { readonly accountId: string; readonly remember: boolean; readonly now: number },
): StartedSession {
  const token = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(32).toString('base64url');
  const expires = options.now + (options.remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS);
  db.prepare('DELETE FROM sessions WHERE expires <= ?').run(options.now);
  db.prepare(
    `INSERT INTO sessions (token_hash, account_id, xsrf_token, remember, created, expires)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    options.accountId,
    xsrfToken,
    options.remember ? 1 : 0,
    options.now,
    expires,
  );
  return { token, xsrfToken, expires };
}

/**
 * Ends the session of a token (nothing happens for an unknown one), through the write queue:
 * `busy` when the lock stayed taken.
 */
export function endSession(db: Database, token: string | undefined): Promise<WriteOutcome<void>> {
  if (!token) return Promise.resolve({ ok: true, value: undefined });
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const tokenHash = hashToken(token);
  return writesOf(db).run(() => {
    remove.run(tokenHash);
  });
}

/** The signed-in account of a session token, or null when unknown or expired. */
export function sessionOfToken(
  db: Database,
  token: string | undefined,
  now: number = Date.now(),
): SessionAccount | null {
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT a.id, a.email, a.display_name, a.role, s.xsrf_token, s.expires
       FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ?`,
    )
    .get(hashToken(token)) as
    | {
        id: string;
        email: string;
        display_name: string;
        role: AccountRole;
        xsrf_token: string;
        expires: number;
      }
    | undefined;
  if (!row || row.expires <= now) return null;
  return {
    accountId: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    xsrfToken: row.xsrf_token,
  };
}

/**
 * The signed-in account of a request's Cookie header, for the page renderer:
 * `readSession(db, c.req.header('cookie'))`. Null for a visitor, an unknown or expired session.
 */
export function readSession(
  db: Database,
  cookieHeader: string | null | undefined,
  now: number = Date.now(),
): SessionAccount | null {
  const cookies = parseCookies(cookieHeader ?? '');
  return sessionOfToken(db, cookies[SESSION_COOKIE], now);
}
