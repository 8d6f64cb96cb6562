import type { PostedState } from '@vitrine/forms/core';
import type { Context } from 'hono';
import type { SitePage } from '../../content/model';
import { pageAt } from '../../content/pages';
import type { ApiDeps } from '../api/api-env';
import { acceptHtmlFormPost, createPostTokenKeys } from '../api/forms/html-form-post';
import { MAX_FORM_FIELDS, readBodyText } from '../api/http/read-body';
import { FORM_PAGE_PATHS } from '../http-policy/route-classes';
import { crumbAccepted, renewCrumb } from '../session';

/** The query parameter of the page a stored HTML post sends the visitor back to. */
export const SENT_FORM_PARAMETER = 'formulaire-envoye';

/** What the page shows of a form's HTML post, given to the page render. */
export interface PageFormPost {
  readonly formId: string;
  readonly state: PostedState;
}

type SendPage = (
  c: Context,
  page: SitePage,
  status: 200 | 400 | 403 | 404,
  post?: PageFormPost,
) => Response;

/**
 * The success a page shows after a stored HTML post (Post/Redirect/Get: a reload asks for
 * nothing again), read from its address.
 */
export function sentFormOf(url: URL): PageFormPost | undefined {
  const formId = url.searchParams.get(SENT_FORM_PARAMETER);
  return formId ? { formId, state: { status: 'success' } } : undefined;
}

/**
 * POST to a page holding a form: the HTML post of its form or newsletter block (no script, or
 * the script not loaded yet). A stored post sends the visitor back to the page with the
 * success in place (303); a refused one renders the page with their values and the errors at
 * the form (400). The same limits as the API's form calls apply.
 */
export function createFormPostHandler(deps: ApiDeps, sendPage: SendPage) {
  const tokens = createPostTokenKeys(deps.now);
  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const page = pageAt(url.pathname);
    if (!page || !FORM_PAGE_PATHS.has(page.path)) return c.text('', 405);
    const body = await readBodyText(c);
    if (!body.ok) return c.text(body.error, body.status);
    const params = new URLSearchParams(
      [...new URLSearchParams(body.text)].slice(0, MAX_FORM_FIELDS),
    );
    const search = url.search;
    // The crumb rides in the form as a hidden field (the page wrote it): a post without this
    // visitor's crumb is refused like any other write, and the page comes back with a fresh one
    // and what was typed, ready to send again.
    const crumbOk = crumbAccepted(c, params.get('crumb') ?? undefined);
    if (!crumbOk) renewCrumb(c);
    const outcome = await acceptHtmlFormPost(
      c,
      deps,
      tokens,
      params,
      {
        path: url.pathname,
        search,
        title: page.title,
      },
      crumbOk,
    );
    // Without the crumb the answer is the 403 whatever the post holds, as before any reading.
    if (outcome.kind === 'unknownForm') return sendPage(c, page, crumbOk ? 400 : 403);
    if (outcome.kind === 'refused')
      return sendPage(c, page, outcome.status, { formId: outcome.formId, state: outcome.state });
    const back = new URL(url);
    back.searchParams.set(SENT_FORM_PARAMETER, outcome.formId);
    return c.redirect(`${back.pathname}${back.search}#${encodeURIComponent(outcome.formId)}`, 303);
  };
}
