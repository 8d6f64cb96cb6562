import { type FormErrors, hasErrors, NO_ERRORS } from './form-messages';

/** The states of a form, spec 000 §4 "Form". */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface FormMachineState {
  readonly status: FormStatus;
  /** What to show after a failure; empty otherwise. */
  readonly errors: FormErrors;
  /** The solved captcha's token; `null` while unsolved, expired or reset. */
  readonly captchaToken: string | null;
  /** Bumped each time the captcha must be reset: on every failure (spec 000 §4, §8). */
  readonly captchaResets: number;
  /** Bumped by every submission that starts, so a late answer of an older one is ignored. */
  readonly attempt: number;
  /** After a success: the URL the visitor is sent to, if one is configured. */
  readonly redirect: string | null;
}

export type FormMachineEvent =
  /** The visitor submits; `errors` is the result of client validation. */
  | { readonly type: 'submit'; readonly errors: FormErrors }
  | { readonly type: 'succeeded'; readonly attempt: number; readonly redirect?: string | null }
  | { readonly type: 'failed'; readonly attempt: number; readonly errors: FormErrors }
  | { readonly type: 'captchaSolved'; readonly token: string }
  | { readonly type: 'captchaExpired' };

export const INITIAL_FORM_STATE: FormMachineState = {
  status: 'idle',
  errors: NO_ERRORS,
  captchaToken: null,
  captchaResets: 0,
  attempt: 0,
  redirect: null,
};

/** Failure: errors are shown, the form is unlocked and the captcha is reset (spec 000 §4). */
const fail = (state: FormMachineState, errors: FormErrors): FormMachineState => ({
  ...state,
  status: 'failure',
  errors,
  captchaToken: null,
  captchaResets: state.captchaResets + 1,
});

/**
 * The form's state machine (spec 000 §4 "Form"): idle or failure, then submitting on a valid
 * submit (a submit with validation errors fails at once), then success or failure. A submit while
 * submitting, or after a success, is ignored: the same state object is returned. Answers of
 * another attempt than the current one are ignored too.
 */
export function formTransition(state: FormMachineState, event: FormMachineEvent): FormMachineState {
  switch (event.type) {
    case 'submit':
      if (state.status === 'submitting' || state.status === 'success') return state;
      if (hasErrors(event.errors)) return fail(state, event.errors);
      return { ...state, status: 'submitting', errors: NO_ERRORS, attempt: state.attempt + 1 };
    case 'succeeded':
      if (state.status !== 'submitting' || event.attempt !== state.attempt) return state;
      return { ...state, status: 'success', redirect: event.redirect ?? null };
    case 'failed':
      if (state.status !== 'submitting' || event.attempt !== state.attempt) return state;
      return fail(state, event.errors);
    case 'captchaSolved':
      return {
        ...state,
        captchaToken: event.token,
        errors: state.errors.captcha ? { ...state.errors, captcha: undefined } : state.errors,
      };
    case 'captchaExpired':
      return state.captchaToken === null ? state : { ...state, captchaToken: null };
    default:
      return state;
  }
}

/** While submitting, and after a success, the form is locked (spec 000 §4). */
export function isFormLocked(state: FormMachineState): boolean {
  return state.status === 'submitting' || state.status === 'success';
}

/**
 * Whether the submit button is disabled because it is bound to a captcha that is not solved:
 * before the first solve and after every failure, which resets the captcha (spec 000 §4).
 */
export function isSubmitBlockedByCaptcha(
  state: FormMachineState,
  captcha: { readonly present: boolean; readonly boundToSubmit: boolean },
): boolean {
  return captcha.present && captcha.boundToSubmit && state.captchaToken === null;
}
