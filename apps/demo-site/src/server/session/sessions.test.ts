import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase, written } from '../api/testing/browser-like-client';
import { SEED_ACCOUNTS } from '../db';
import {
  authenticate,
  BROWSER_SESSION_MS,
  endSession,
  REMEMBERED_SESSION_MS,
  readSession,
  SESSION_COOKIE,
  startSession,
} from './sessions';

let database: ReturnType<typeof temporaryDatabase>;
const now = Date.UTC(2026, 2, 1, 10);
const [member, owner] = SEED_ACCOUNTS;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

describe('sessions', () => {
  it('authenticates the seeded accounts, whatever the e-mail case, and refuses wrong passwords', async () => {
    const { db } = database;
    await expect(authenticate(db, 'MEMBRE@atelier-lumiere.fr ', member.password)).resolves.toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    await expect(authenticate(db, member.email, owner.password)).resolves.toBeNull();
    await expect(
      authenticate(db, 'inconnu@atelier-lumiere.fr', member.password),
    ).resolves.toBeNull();
  });

  it('stores only the hash of the token, and readSession finds the account by cookie', async () => {
    const { db } = database;
    const account = await authenticate(db, owner.email, owner.password);
    const session = await written(
      startSession(db, { accountId: account?.id ?? '', remember: false, now }),
    );
    expect(session.token).toMatch(/^[\w-]{43}$/);
    const stored = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(session.token);
    expect(readSession(db, `autre=1; ${SESSION_COOKIE}=${session.token}`, now)).toEqual({
      accountId: account?.id,
      email: owner.email,
      displayName: owner.displayName,
      role: 'owner',
      xsrfToken: session.xsrfToken,
    });
  });

  it('expires a browser session after 12 hours and a remembered one after 30 days', async () => {
    const { db } = database;
    const account = await authenticate(db, member.email, member.password);
    const short = await written(
      startSession(db, { accountId: account?.id ?? '', remember: false, now }),
    );
    const long = await written(
      startSession(db, { accountId: account?.id ?? '', remember: true, now }),
    );
    const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;
    expect(readSession(db, cookie(short.token), now + BROWSER_SESSION_MS - 1)?.role).toBe('member');
    expect(readSession(db, cookie(short.token), now + BROWSER_SESSION_MS)).toBeNull();
    expect(readSession(db, cookie(long.token), now + REMEMBERED_SESSION_MS - 1)?.role).toBe(
      'member',
    );
    expect(readSession(db, cookie(long.token), now + REMEMBERED_SESSION_MS)).toBeNull();
  });

  it('reads nothing for a visitor, an unknown token or an ended session', async () => {
    const { db } = database;
    expect(readSession(db, undefined, now)).toBeNull();
    expect(readSession(db, '', now)).toBeNull();
    expect(readSession(db, `${SESSION_COOKIE}=inconnu`, now)).toBeNull();
    const account = await authenticate(db, member.email, member.password);
    const session = await written(
      startSession(db, { accountId: account?.id ?? '', remember: true, now }),
    );
    await written(endSession(db, session.token));
    expect(readSession(db, `${SESSION_COOKIE}=${session.token}`, now)).toBeNull();
  });
});
