import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A crumb is `visitor.nonce.signature`: the visitor id (16 random bytes), a nonce (16 random
 * bytes, new at each renewal) and the HMAC-SHA256 of both and of the session cookie, with the
 * server's secret, each in base64url. 89 characters, all cookie- and query-safe.
 */
export const CRUMB_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** What a visitor id looks like (16 random bytes in base64url). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Signs crumbs for a visitor and a session, and reads them back. */
export interface CrumbSigner {
  /** A new crumb (a new nonce) for `visitor`, bound to the session cookie `session` (if any). */
  sign(visitor: string, session: string | undefined): string;
  /**
   * The visitor a crumb was signed for, when it is one of ours and was signed for `session`
   * (the request's session cookie, or undefined); null otherwise.
   */
  read(crumb: string, session: string | undefined): { readonly visitor: string } | null;
}

/** A new visitor id: 16 random bytes in base64url. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The session part of what is signed: the SHA-256 of the session cookie, never the cookie. */
function sessionTag(session: string | undefined): string {
  return session ? createHash('sha256').update(session).digest('hex') : '-';
}

/**
 * The crumb signer of a server secret (at least 32 bytes). A crumb is bound to the visitor it
 * was handed to and to the session it was handed in: a crumb taken from another visitor (or
 * planted by a sibling subdomain) or kept across a login or logout no longer reads.
 */
export function createCrumbSigner(secret: Uint8Array): CrumbSigner {
  if (secret.byteLength < 32) throw new Error('The crumb secret must hold at least 32 bytes.');
  const key = Buffer.from(secret);
  const signature = (visitor: string, nonce: string, session: string | undefined) =>
    createHmac('sha256', key)
      .update(`crumb:1\n${visitor}\n${nonce}\n${sessionTag(session)}`)
      .digest();

  return {
    sign(visitor, session) {
      if (!VISITOR_ID_PATTERN.test(visitor)) throw new Error('Not a visitor id.');
      const nonce = randomBytes(16).toString('base64url');
      return `${visitor}.${nonce}.${signature(visitor, nonce, session).toString('base64url')}`;
    },
    read(crumb, session) {
      const parts = CRUMB_PATTERN.exec(crumb);
      if (!parts) return null;
      const [, visitor = '', nonce = '', given = ''] = parts;
      const expected = signature(visitor, nonce, session);
      const sent = Buffer.from(given, 'base64url');
      return sent.length === expected.length && timingSafeEqual(sent, expected)
        ? { visitor }
        : null;
    },
  };
}
