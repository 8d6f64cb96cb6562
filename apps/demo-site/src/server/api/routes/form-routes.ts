import { parseFormSubmissionPayload } from '@vitrine/core-data/schemas/form-submission';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { forms } from '@vitrine/i18n-fr/forms';
import type { Hono } from 'hono';
import { SITE_FORMS } from '../../../content/forms';
import { serverText } from '../../catalogue/server-text';
import { claimSubmissionKeyForm, saveSubmission, submissionKeyState } from '../../db';
import type { ApiContext, ApiDeps, ApiEnv } from '../api-env';
import { checkCensusSubmissionFields } from '../forms/census-submission-fields';
import { checkSubmissionValues } from '../forms/check-submission-values';
import { keyHolderOf, takeSubmissionKey } from '../forms/submission-key';
import { errorAnswer } from '../http/answers';
import type { RateDecision } from '../http/rate-limiter';
import { isRecord, readBodyValues } from '../http/read-body';
import { callerOf } from '../http/visitor';
import { writeBusyAnswer } from '../http/write-busy';

const translate = createTranslator(forms);

/** The form calls of spec 000 §7, relative to the API root. */
export const FORM_ROUTES = {
  submissionKey: '/form/FormSubmissionKey',
  saveSubmission: '/form/SaveFormSubmission',
} as const;

/** French messages of the form answers (spec 000 §8 "Form messages"). */
export const FORM_MESSAGES = {
  notConfigured: translate('forms.error.status404'),
  rateLimited: translate('forms.error.status429'),
  parseFields: translate('forms.error.parseFields'),
  captcha: translate('forms.error.captcha'),
  unknownKey: serverText('server.form.unknownKey'),
  usedKey: serverText('server.form.usedKey'),
  foreignKey: serverText('server.form.foreignKey'),
} as const;

/** The payload's own fields; everything else is a page field or a census field (spec 000 §3). */
const OWN_FIELDS = new Set(['key', 'form', 'captchaKey', 'formId', 'crumb']);
const MAX_PAGE_FIELDS = 50;
const MAX_PAGE_FIELD_LENGTH = 2000;

/**
 * Page and census fields kept with a submission: scalar values, bounded in number and length;
 * the census intra-page event fields also follow their own rules.
 */
function pageFieldsOf(
  payload: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (OWN_FIELDS.has(name) || Object.keys(fields).length >= MAX_PAGE_FIELDS) continue;
    if (typeof value === 'string')
      fields[name.slice(0, 100)] = value.slice(0, MAX_PAGE_FIELD_LENGTH);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      fields[name.slice(0, 100)] = value;
    }
  }
  return checkCensusSubmissionFields(fields);
}

/** A form-encoded payload sends booleans as text; the schema wants booleans. */
function withBooleans(value: Record<string, unknown>): Record<string, unknown> {
  const flag = value.isOverlayForm;
  if (flag === 'true' || flag === 'false') return { ...value, isOverlayForm: flag === 'true' };
  return value;
}

/** The 429 of a rate limit, with `Retry-After` in whole seconds. */
function limitedAnswer(c: ApiContext, retryAfterMs: number): Response {
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return errorAnswer(c, 429, FORM_MESSAGES.rateLimited);
}

function refused(c: ApiContext, decision: RateDecision): Response | null {
  return decision.ok ? null : limitedAnswer(c, decision.retryAfterMs);
}

/** The answer of a stored submission: the same body for its first save and for every retry. */
function savedAnswer(submissionId: string) {
  return { success: true, submissionId } as const;
}

/**
 * POST FormSubmissionKey (`{ key }`, what `parseFormSubmissionKeyAnswer` reads) and POST
 * SaveFormSubmission: the form must exist (404), the visitor be under the rate limit (429), the
 * payload parse (400 `error`), the values pass the form's rules (400 `errors` by field id, as
 * `parseFormSubmissionErrorAnswer` and the forms package's error mapping read them), the key be
 * known and fresh (400), and be the caller's: a key is bound to the visitor it was handed to
 * (their browser, see `writerOf`, and their census visitor when they had one) and to one form,
 * named at FormSubmissionKey (`?formId=`, optional: the spec's call has no payload) or else the
 * first form it is sent with; anyone else, or another form, gets a 409 (issue 17). Success stores
 * the submission once. Keys are limited per visitor and per address (429).
 *
 * Exactly once: the browser retries with the same key when the answer was lost (a proxy's 502,
 * a timeout). A used key whose submission is this one (same visitor, form id and values, see
 * `saveSubmission`) answers the first success again and stores nothing; any other use of a used
 * key is a 409, so a key never overwrites or adds a submission.
 */
export function registerFormRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  api.post(FORM_ROUTES.submissionKey, async (c) => {
    const formId = c.req.query('formId');
    if (formId !== undefined && !Object.hasOwn(SITE_FORMS, formId)) {
      return errorAnswer(c, 404, FORM_MESSAGES.notConfigured);
    }
    const key = await takeSubmissionKey(c, deps, formId ?? null);
    if (!key.ok)
      return 'busy' in key
        ? writeBusyAnswer(c, key.busy)
        : limitedAnswer(c, key.limited.retryAfterMs);
    return c.json({ key: key.key });
  });

  api.post(FORM_ROUTES.saveSubmission, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const caller = callerOf(c, { trustProxy: deps.trustProxy });
    const limited =
      refused(c, deps.limits.submissions.take(caller.key)) ??
      (caller.visitorId && caller.address
        ? refused(c, deps.limits.submissionsByAddress.take(`adresse:${caller.address}`))
        : null);
    if (limited) return limited;

    const input = isRecord(body.value) ? withBooleans(body.value) : body.value;
    const parsed = parseFormSubmissionPayload(input);
    if (!parsed.ok) return errorAnswer(c, 400, FORM_MESSAGES.parseFields);
    const payload = parsed.value;
    const definition = Object.hasOwn(SITE_FORMS, payload.formId)
      ? SITE_FORMS[payload.formId]
      : undefined;
    if (!definition) return errorAnswer(c, 404, FORM_MESSAGES.notConfigured);
    if (definition.captcha && !payload.captchaKey)
      return errorAnswer(c, 400, FORM_MESSAGES.captcha);

    const now = deps.now();
    const holder = keyHolderOf(c, caller.address);
    const keyState = submissionKeyState(deps.db, payload.key, now, {
      holder,
      visitor: caller.visitorId,
      formId: definition.id,
    });
    if (keyState === 'unknown' || keyState === 'expired')
      return errorAnswer(c, 400, FORM_MESSAGES.unknownKey);
    if (keyState === 'foreign') return errorAnswer(c, 409, FORM_MESSAGES.foreignKey);

    const checked = checkSubmissionValues(definition, JSON.parse(payload.form));
    if (!checked.ok) {
      // A used key stored valid values: invalid ones cannot be a retry of that submission.
      if (keyState === 'used') return errorAnswer(c, 409, FORM_MESSAGES.usedKey);
      // The key now belongs to this form: corrected values may come with it, another form not.
      const claimed = await claimSubmissionKeyForm(deps.db, payload.key, definition.id);
      if (!claimed.ok) return writeBusyAnswer(c, claimed);
      return c.json({ errors: checked.errors }, 400);
    }

    const written = await saveSubmission(deps.db, {
      formId: definition.id,
      key: payload.key,
      visitor: caller.visitorId,
      holder,
      values: checked.values,
      pageFields: pageFieldsOf(payload),
      now,
    });
    if (!written.ok) return writeBusyAnswer(c, written);
    const saved = written.value;
    if (!saved.ok) {
      if (saved.reason === 'foreign') return errorAnswer(c, 409, FORM_MESSAGES.foreignKey);
      return saved.reason === 'used'
        ? errorAnswer(c, 409, FORM_MESSAGES.usedKey)
        : errorAnswer(c, 400, FORM_MESSAGES.unknownKey);
    }
    return c.json(savedAnswer(saved.id));
  });
}
