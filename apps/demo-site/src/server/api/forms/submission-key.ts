import { createSubmissionKey, type KeyHolder, type WriteBusy } from '../../db';
import type { ApiContext, ApiDeps } from '../api-env';
import type { RateDecision } from '../http/rate-limiter';
import { callerOf } from '../http/visitor';

/**
 * The browser a key is handed to or presented by: the visitor its crumb is signed for (a new
 * one when the request carried no cookie: the answer gives it), and its address.
 */
export function keyHolderOf(c: ApiContext, address: string | null): KeyHolder {
  const crumb = c.get('crumbState');
  return { browser: crumb.visitor, named: crumb.knownVisitor, address };
}

/** A new submission key, or why there is none: a rate limit, or the database kept busy. */
export type TakenSubmissionKey =
  | { readonly ok: true; readonly key: string }
  | { readonly ok: false; readonly limited: Extract<RateDecision, { ok: false }> }
  | { readonly ok: false; readonly busy: WriteBusy };

/**
 * Hands the caller a new submission key, for one form when `formId` names it, as
 * FormSubmissionKey does and as an HTML post of a form does before its save. Keys are limited per
 * visitor and per address; both limits are checked before either is counted, so a refusal by one
 * costs nothing of the other.
 */
export async function takeSubmissionKey(
  c: ApiContext,
  deps: ApiDeps,
  formId: string | null,
): Promise<TakenSubmissionKey> {
  const caller = callerOf(c, { trustProxy: deps.trustProxy });
  const { submissionKeys, submissionKeysByAddress } = deps.limits;
  const addressKey = caller.address ? `adresse:${caller.address}` : null;
  const decisions = [
    submissionKeys.peek(caller.key),
    addressKey ? submissionKeysByAddress.peek(addressKey) : ({ ok: true } as const),
  ];
  for (const decision of decisions) if (!decision.ok) return { ok: false, limited: decision };
  submissionKeys.take(caller.key);
  if (addressKey) submissionKeysByAddress.take(addressKey);
  const key = await createSubmissionKey(deps.db, {
    visitor: caller.visitorId,
    holder: keyHolderOf(c, caller.address),
    formId,
    now: deps.now(),
  });
  return key.ok ? { ok: true, key: key.value } : { ok: false, busy: key };
}
