import {
  collectFieldValues,
  type FieldInputs,
  type FormErrors,
  hasErrors,
  mapSubmissionError,
  type PostedState,
  readPostedInputs,
} from '@vitrine/forms/core';
import type { FormDefinition } from '@vitrine/forms/definition';
import { validateForm } from '@vitrine/forms/validation';
import { FORM_POST_FIELDS, readPostToken } from '../../../blocks/form-post';
import { SITE_FORMS } from '../../../content/forms';
import { saveSubmission } from '../../db';
import type { ApiContext, ApiDeps } from '../api-env';
import { API_MESSAGES } from '../http/messages';
import { callerOf } from '../http/visitor';
import { checkSubmissionValues } from './check-submission-values';
import { keyHolderOf, takeSubmissionKey } from './submission-key';

/**
 * What the server answered an HTML post of a form: stored (the page then shows the success), or
 * refused with what to show in place: the visitor's values and the errors, the same messages as
 * the form's script gives (spec 000 §5, §8).
 */
export type HtmlFormPostOutcome =
  | { readonly kind: 'saved'; readonly formId: string }
  | {
      readonly kind: 'refused';
      readonly formId: string;
      readonly state: PostedState;
      /** 403 when the post did not carry this visitor's crumb, else 400. */
      readonly status: 400 | 403;
    }
  | { readonly kind: 'unknownForm' };

/** How long a post's token keeps its submission key: a reload of the answer, a double click. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const MAX_TOKENS = 5000;

/**
 * The submission key each post token was given, so that the same post sent twice (a double
 * click, the browser's resend on reload) reuses its key and is stored once (the key then
 * answers its first success again). In memory, per process, bounded: the oldest go first.
 */
export function createPostTokenKeys(now: () => number) {
  const keys = new Map<string, { readonly key: string; readonly at: number }>();
  return {
    get(token: string): string | undefined {
      const entry = keys.get(token);
      if (!entry || now() - entry.at > TOKEN_LIFETIME_MS) return undefined;
      return entry.key;
    },
    set(token: string, key: string): void {
      keys.delete(token);
      keys.set(token, { key, at: now() });
      for (const oldest of keys.keys()) {
        if (keys.size <= MAX_TOKENS) break;
        keys.delete(oldest);
      }
    },
  };
}
export type PostTokenKeys = ReturnType<typeof createPostTokenKeys>;

/** A password is never written back into a page. */
function echoable(definition: FormDefinition, inputs: FieldInputs): FieldInputs {
  const kept: Record<string, FieldInputs[string]> = {};
  for (const field of definition.fields) {
    const input = inputs[field.id];
    if (input !== undefined && field.type !== 'password') kept[field.id] = input;
  }
  return kept;
}

const status = (code: number): FormErrors =>
  mapSubmissionError({ stage: 'save', status: code }, []);

/** The key of this post: the one its token already has, else a new one (rate limited). */
async function keyOf(
  c: ApiContext,
  deps: ApiDeps,
  tokens: PostTokenKeys,
  token: string | null,
  definition: FormDefinition,
): Promise<{ key: string } | { errors: FormErrors }> {
  const known = token ? tokens.get(token) : undefined;
  if (known) return { key: known };
  const taken = await takeSubmissionKey(c, deps, definition.id);
  if (!taken.ok) return { errors: status('busy' in taken ? 503 : 429) };
  if (token) tokens.set(token, taken.key);
  return { key: taken.key };
}

/**
 * Accepts the HTML post of a site form (its script not run or not loaded): reads the controls by
 * their names, refuses a post without this visitor's crumb (`crumbAccepted`, checked by the
 * caller, which renews it) with the values to send again, validates with the form's own rules
 * then the server's, and stores it with the same two steps as the script (a submission key, then
 * the save), so a post sent twice with its token is stored once.
 */
export async function acceptHtmlFormPost(
  c: ApiContext,
  deps: ApiDeps,
  tokens: PostTokenKeys,
  body: URLSearchParams,
  page: { readonly path: string; readonly search: string; readonly title: string },
  crumbAccepted: boolean,
): Promise<HtmlFormPostOutcome> {
  const formId = body.get(FORM_POST_FIELDS.form) ?? '';
  const definition = Object.hasOwn(SITE_FORMS, formId) ? SITE_FORMS[formId] : undefined;
  if (!definition) return { kind: 'unknownForm' };
  const inputs = readPostedInputs(definition.fields, body.entries());
  const refuse = (errors: FormErrors, code: 400 | 403 = 400): HtmlFormPostOutcome => ({
    kind: 'refused',
    formId,
    state: { status: 'failure', inputs: echoable(definition, inputs), errors },
    status: code,
  });
  if (!crumbAccepted) return refuse({ fields: {}, general: [{ text: API_MESSAGES.crumb }] }, 403);
  const values = collectFieldValues(definition.fields, inputs, page.search);
  const errors = validateForm(definition.fields, values, {
    disabled: definition.validationDisabled,
    // A captcha needs the script: without it the form says so, as an unsolved captcha.
    captcha: { present: definition.captcha === true, solved: false },
  });
  if (hasErrors(errors)) return refuse(errors);
  const checked = checkSubmissionValues(definition, values);
  if (!checked.ok)
    return refuse(
      mapSubmissionError(
        { stage: 'save', status: 400, answer: { errors: checked.errors } },
        definition.fields.map((field) => field.id),
      ),
    );

  const caller = callerOf(c, { trustProxy: deps.trustProxy });
  if (!deps.limits.submissions.take(caller.key).ok) return refuse(status(429));
  const key = await keyOf(
    c,
    deps,
    tokens,
    readPostToken(body.get(FORM_POST_FIELDS.token)),
    definition,
  );
  if ('errors' in key) return refuse(key.errors);
  const written = await saveSubmission(deps.db, {
    formId: definition.id,
    key: key.key,
    visitor: caller.visitorId,
    holder: keyHolderOf(c, caller.address),
    values: checked.values,
    pageFields: { pagePath: page.path, pageTitle: page.title },
    now: deps.now(),
  });
  if (!written.ok) return refuse(status(500));
  if (!written.value.ok) return refuse(mapSubmissionError({ stage: 'save', status: 409 }, []));
  return { kind: 'saved', formId };
}
