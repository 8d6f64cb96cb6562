import { Hono } from 'hono';
import { HTML_PAGE_HEADERS } from '../api/http/html';
import { countSubmissions, type Database, listSubmissions } from '../db';
import { readSession } from '../session';
import { ownerOnlyPage, submissionsPage } from './submissions-page';

/** The owner's submissions page. */
export const OWNER_SUBMISSIONS_PATH = '/proprietaire/soumissions';
/** Where a visitor is sent to sign in first; it comes back to `retour` afterwards. */
export const OWNER_LOGIN_REDIRECT = `/connexion?retour=${OWNER_SUBMISSIONS_PATH}`;
/** Submissions per page. */
export const SUBMISSIONS_PER_PAGE = 50;

/**
 * GET /proprietaire/soumissions: the stored form submissions for the signed-in owner, newest
 * first (`?page=` for older ones). A visitor is sent to sign in (303 to
 * `/connexion?retour=/proprietaire/soumissions`); a signed-in member gets a 403 page.
 */
export function createOwnerRoutes(options: {
  readonly db: Database;
  readonly now?: () => number;
}): Hono {
  const { db } = options;
  const now = options.now ?? Date.now;
  const app = new Hono();
  app.get(OWNER_SUBMISSIONS_PATH, (c) => {
    const account = readSession(db, c.req.header('cookie'), now());
    if (!account) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(OWNER_LOGIN_REDIRECT, 303);
    }
    if (account.role !== 'owner') return c.body(ownerOnlyPage(account), 403, HTML_PAGE_HEADERS);
    const total = countSubmissions(db);
    const pageCount = Math.max(1, Math.ceil(total / SUBMISSIONS_PER_PAGE));
    const asked = Number.parseInt(c.req.query('page') ?? '1', 10);
    const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pageCount) : 1;
    const submissions = listSubmissions(db, {
      limit: SUBMISSIONS_PER_PAGE,
      offset: (page - 1) * SUBMISSIONS_PER_PAGE,
    });
    return c.body(
      submissionsPage({ account, submissions, total, page, pageCount }),
      200,
      HTML_PAGE_HEADERS,
    );
  });
  return app;
}
