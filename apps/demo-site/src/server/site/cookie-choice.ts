import { type ConsentChoice, serializeConsentChoice } from '@vitrine/consent/store';
import type { Context } from 'hono';
import { COOKIE_CHOICE_PATH } from '../../client/server-banner';
import type { ClientAssets } from '../../render/site-document';
import { API_MESSAGES } from '../api/http/messages';
import { MAX_FORM_FIELDS, readBodyText } from '../api/http/read-body';
import { serverText } from '../catalogue/server-text';
import { crumbAccepted, isSecureRequest, renewCrumb } from '../session';
import { renderNoticePage } from './plain-pages';

export { COOKIE_CHOICE_PATH };

const CHOICES: readonly ConsentChoice[] = ['allowed', 'denied'];

/**
 * Where to send the visitor back: the page that posted (its `Referer`, when it is a page of this
 * origin), else the home page. Never another site: the address comes from the request.
 */
function backTo(c: Context): string {
  const own = new URL(c.req.url);
  try {
    const from = new URL(c.req.header('referer') ?? '');
    if (from.origin === own.origin && from.pathname !== COOKIE_CHOICE_PATH)
      return `${from.pathname}${from.search}`;
  } catch {
    // No Referer, or not an address: the home page.
  }
  return '/';
}

/**
 * POST /choix-cookies: the cookie banner's choice when no script handled its buttons (the page
 * script not run yet, or none). The body is the banner's form, `choice=allowed` or
 * `choice=denied` with the visitor's crumb; the choice is stored exactly as the browser's
 * consent store writes it (the same cookie, value and 30 days, readable by the page script), and
 * the visitor goes back to the page (303), where the server no longer renders the banner. A post
 * without this visitor's crumb is refused (403, spec 000 §7) with a page that says so and leads
 * back, where the banner comes with a fresh crumb; an unknown choice is refused with 400. Neither
 * stores anything. A post from another site never gets here (`sameOriginWrites`).
 */
export function createCookieChoiceHandler(assets: ClientAssets) {
  return async (c: Context): Promise<Response> => {
    const body = await readBodyText(c);
    if (!body.ok) return c.text(body.error, body.status);
    const params = new URLSearchParams(
      [...new URLSearchParams(body.text)].slice(0, MAX_FORM_FIELDS),
    );
    if (!crumbAccepted(c, params.get('crumb') ?? undefined)) {
      renewCrumb(c);
      c.header('Cache-Control', 'no-store');
      return c.html(renderNoticePage(API_MESSAGES.crumb, backTo(c), assets), 403);
    }
    return storeChoice(c, params.get('choice'));
  };
}

function storeChoice(c: Context, choice: string | null): Response {
  if (!CHOICES.includes(choice as ConsentChoice))
    return c.text(serverText('server.cookieChoice.invalid'), 400);
  c.header(
    'Set-Cookie',
    serializeConsentChoice(choice as ConsentChoice, { secure: isSecureRequest(c.req.raw) }),
    { append: true },
  );
  c.header('Cache-Control', 'no-store');
  return c.redirect(backTo(c), 303);
}
