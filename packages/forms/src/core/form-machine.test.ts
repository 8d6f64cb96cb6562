import { describe, expect, it } from 'vitest';
import {
  type FormMachineState,
  formTransition,
  INITIAL_FORM_STATE,
  isFormLocked,
  isSubmitBlockedByCaptcha,
} from './form-machine';
import { type FormErrors, NO_ERRORS } from './form-messages';

const fieldErrors: FormErrors = {
  fields: { 'email-1': { key: 'forms.error.email' } },
  general: [{ key: 'forms.error.invalidFields' }],
};
const serverErrors: FormErrors = { fields: {}, general: [{ key: 'forms.error.status500' }] };

const submitting = (state: FormMachineState = INITIAL_FORM_STATE) =>
  formTransition(state, { type: 'submit', errors: NO_ERRORS });

describe('form state machine (spec 000 §4 "Form")', () => {
  it('starts idle, unlocked, without errors or captcha token', () => {
    expect(INITIAL_FORM_STATE).toEqual({
      status: 'idle',
      errors: NO_ERRORS,
      captchaToken: null,
      captchaResets: 0,
      attempt: 0,
      redirect: null,
    });
    expect(isFormLocked(INITIAL_FORM_STATE)).toBe(false);
  });

  it('2. Submitting: a valid submit locks the form and starts attempt 1', () => {
    const state = submitting();
    expect(state.status).toBe('submitting');
    expect(state.attempt).toBe(1);
    expect(isFormLocked(state)).toBe(true);
  });

  it('a second submit while submitting is ignored (same state object)', () => {
    const state = submitting();
    expect(formTransition(state, { type: 'submit', errors: NO_ERRORS })).toBe(state);
    expect(formTransition(state, { type: 'submit', errors: fieldErrors })).toBe(state);
  });

  it('3. Success: records the redirect URL, stays locked, ignores later submits', () => {
    const state = formTransition(submitting(), {
      type: 'succeeded',
      attempt: 1,
      redirect: '/merci',
    });
    expect(state.status).toBe('success');
    expect(state.redirect).toBe('/merci');
    expect(isFormLocked(state)).toBe(true);
    expect(formTransition(state, { type: 'submit', errors: NO_ERRORS })).toBe(state);
  });

  it('3. Success without a success URL has no redirect (the message is shown)', () => {
    const state = formTransition(submitting(), { type: 'succeeded', attempt: 1 });
    expect(state).toMatchObject({ status: 'success', redirect: null });
  });

  it('4. Failure: shows the errors, unlocks the form and resets the captcha', () => {
    const solved = formTransition(INITIAL_FORM_STATE, { type: 'captchaSolved', token: 'tok' });
    const state = formTransition(submitting(solved), {
      type: 'failed',
      attempt: 1,
      errors: serverErrors,
    });
    expect(state).toMatchObject({
      status: 'failure',
      errors: serverErrors,
      captchaToken: null,
      captchaResets: 1,
    });
    expect(isFormLocked(state)).toBe(false);
  });

  it('4. Failure of client validation: no request starts, errors shown, captcha reset', () => {
    const solved = formTransition(INITIAL_FORM_STATE, { type: 'captchaSolved', token: 'tok' });
    const state = formTransition(solved, { type: 'submit', errors: fieldErrors });
    expect(state).toMatchObject({
      status: 'failure',
      errors: fieldErrors,
      attempt: 0,
      captchaToken: null,
      captchaResets: 1,
    });
  });

  it('a failed form can be submitted again, which clears the shown errors', () => {
    const failed = formTransition(submitting(), {
      type: 'failed',
      attempt: 1,
      errors: serverErrors,
    });
    const again = submitting(failed);
    expect(again).toMatchObject({ status: 'submitting', errors: NO_ERRORS, attempt: 2 });
  });

  it('ignores the answer of another attempt, and answers outside submitting', () => {
    const state = submitting();
    expect(formTransition(state, { type: 'succeeded', attempt: 0 })).toBe(state);
    expect(formTransition(state, { type: 'failed', attempt: 2, errors: serverErrors })).toBe(state);
    expect(formTransition(INITIAL_FORM_STATE, { type: 'succeeded', attempt: 0 })).toBe(
      INITIAL_FORM_STATE,
    );
  });

  it('keeps the captcha token when solved, drops it when expired, clears the captcha error', () => {
    const failed = formTransition(INITIAL_FORM_STATE, {
      type: 'submit',
      errors: { fields: {}, captcha: { key: 'forms.error.captcha' }, general: [] },
    });
    const solved = formTransition(failed, { type: 'captchaSolved', token: 'tok' });
    expect(solved.captchaToken).toBe('tok');
    expect(solved.errors.captcha).toBeUndefined();
    const expired = formTransition(solved, { type: 'captchaExpired' });
    expect(expired.captchaToken).toBeNull();
    expect(formTransition(expired, { type: 'captchaExpired' })).toBe(expired);
  });

  describe('submit button bound to the captcha', () => {
    const bound = { present: true, boundToSubmit: true };

    it('is disabled until the captcha is solved', () => {
      expect(isSubmitBlockedByCaptcha(INITIAL_FORM_STATE, bound)).toBe(true);
      const solved = formTransition(INITIAL_FORM_STATE, { type: 'captchaSolved', token: 't' });
      expect(isSubmitBlockedByCaptcha(solved, bound)).toBe(false);
    });

    it('4. is disabled again after a failure, which resets the captcha', () => {
      const solved = formTransition(INITIAL_FORM_STATE, { type: 'captchaSolved', token: 't' });
      const failed = formTransition(submitting(solved), {
        type: 'failed',
        attempt: 1,
        errors: serverErrors,
      });
      expect(isSubmitBlockedByCaptcha(failed, bound)).toBe(true);
    });

    it('is never disabled when not bound, or without a captcha', () => {
      expect(
        isSubmitBlockedByCaptcha(INITIAL_FORM_STATE, { present: true, boundToSubmit: false }),
      ).toBe(false);
      expect(
        isSubmitBlockedByCaptcha(INITIAL_FORM_STATE, { present: false, boundToSubmit: true }),
      ).toBe(false);
    });
  });
});
