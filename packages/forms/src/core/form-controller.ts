import type { FormFieldValues } from '@vitrine/core-data/schemas/form-submission';
import { recheckField, validateForm } from '../validation/validate-form';
import { collectFieldValues } from './collect-field-values';
import { emptyFieldInputs, type FieldInput, type FieldInputs, isEmptyInput } from './field-inputs';
import type { FormDefinition } from './form-definition';
import {
  type FormMachineEvent,
  type FormMachineState,
  formTransition,
  INITIAL_FORM_STATE,
} from './form-machine';
import type { FormErrors } from './form-messages';
import type { PostedState } from './posted-inputs';
import { successRedirectUrl } from './success-redirect';

/** What sending a submission gives: success, or the errors to show. */
export type SendResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: FormErrors };

/** One submission to send: the collected values and the captcha token, if any. */
export interface SendRequest {
  readonly values: FormFieldValues;
  readonly captchaKey: string | null;
}

export interface FormControllerOptions {
  readonly definition: FormDefinition;
  /** Sends a valid submission (see `sendFormSubmission`); must not throw. */
  readonly send: (request: SendRequest) => Promise<SendResult>;
  /** Goes to the success URL; without it the controller only records it in `redirect`. */
  readonly navigate?: (url: string) => void;
  /** The page's query string at submit time, for hidden fields (spec 000 §5). */
  readonly search?: () => string;
  /** A captcha is present: it must be solved and its token is sent (spec 000 §5, §7). */
  readonly captcha?: boolean | (() => boolean);
  /** Called once the submission succeeded, before any redirect. */
  readonly onSuccess?: (redirect: string | null) => void;
  /** Where to start: what a server answered an HTML post of this form (see `readPostedInputs`). */
  readonly initial?: PostedState;
}

/** The controller's state: the machine's state plus what the visitor has entered. */
export interface FormSnapshot extends FormMachineState {
  readonly inputs: FieldInputs;
}

export interface FormController {
  getSnapshot(): FormSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Records what the visitor entered in one field. A failure never clears these. A field that
   * shows an error is checked again: its message goes once the value passes (`recheckField`).
   */
  setInput(fieldId: string, input: FieldInput): void;
  /**
   * Fills the fields the visitor has left empty with `inputs` (a saved draft, or what was typed
   * before hydration): a field that already holds input keeps it, ids not on the form are
   * ignored. One change for all. Ignored while submitting and after a success.
   */
  restoreInputs(inputs: Readonly<Partial<Record<string, FieldInput>>>): void;
  solveCaptcha(token: string): void;
  expireCaptcha(): void;
  /** Validates, then sends; ignored while submitting or after a success (spec 000 §4). */
  submit(): Promise<void>;
}

/** The first state: empty, or the failure or success a server answered an HTML post with. */
function initialSnapshot(definition: FormDefinition, initial?: PostedState): FormSnapshot {
  const empty = emptyFieldInputs(definition.fields);
  if (initial?.status === 'success')
    return { ...INITIAL_FORM_STATE, status: 'success', inputs: empty };
  if (initial?.status !== 'failure') return { ...INITIAL_FORM_STATE, inputs: empty };
  const inputs: Record<string, FieldInput> = { ...empty };
  for (const field of definition.fields) {
    const input = initial.inputs[field.id];
    if (input !== undefined && field.id in empty) inputs[field.id] = input;
  }
  return { ...INITIAL_FORM_STATE, status: 'failure', errors: initial.errors, inputs };
}

/**
 * Creates the framework-free controller of one form: entered values, the state machine of spec
 * 000 §4 and the submission flow (collect, validate, send, then redirect or show the message).
 */
export function createFormController(options: FormControllerOptions): FormController {
  const { definition } = options;
  const listeners = new Set<() => void>();
  let snapshot = initialSnapshot(definition, options.initial);

  const update = (next: FormSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const dispatch = (event: FormMachineEvent) => {
    const next = formTransition(snapshot, event);
    update(next === snapshot ? snapshot : { ...next, inputs: snapshot.inputs });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setInput(fieldId, input) {
      const inputs = { ...snapshot.inputs, [fieldId]: input };
      // A field showing an error is checked again as the visitor corrects it; any other
      // keystroke only records the input (no lookup, no value collected).
      const shown = Object.hasOwn(snapshot.errors.fields, fieldId);
      const field = shown
        ? definition.fields.find((candidate) => candidate.id === fieldId)
        : undefined;
      const errors =
        field && !definition.validationDisabled
          ? recheckField(
              snapshot.errors,
              field,
              collectFieldValues([field], inputs, options.search?.())[fieldId],
            )
          : snapshot.errors;
      update({ ...snapshot, inputs, errors });
    },
    restoreInputs(restored) {
      if (snapshot.status === 'submitting' || snapshot.status === 'success') return;
      const inputs = { ...snapshot.inputs };
      let changed = false;
      for (const field of definition.fields) {
        const input = restored[field.id];
        if (input === undefined || isEmptyInput(input) || !isEmptyInput(inputs[field.id])) continue;
        inputs[field.id] = input;
        changed = true;
      }
      if (changed) update({ ...snapshot, inputs });
    },
    solveCaptcha: (token) => dispatch({ type: 'captchaSolved', token }),
    expireCaptcha: () => dispatch({ type: 'captchaExpired' }),
    async submit() {
      if (snapshot.status === 'submitting' || snapshot.status === 'success') return;
      const captchaKey = snapshot.captchaToken;
      const captcha =
        typeof options.captcha === 'function' ? options.captcha() : options.captcha === true;
      const values = collectFieldValues(definition.fields, snapshot.inputs, options.search?.());
      const errors = validateForm(definition.fields, values, {
        disabled: definition.validationDisabled,
        captcha: { present: captcha, solved: captchaKey !== null },
      });
      dispatch({ type: 'submit', errors });
      const started: FormSnapshot = snapshot; // `dispatch` replaced it
      if (started.status !== 'submitting') return;
      const { attempt } = started;
      let result: SendResult;
      try {
        result = await options.send({ values, captchaKey: captcha ? captchaKey : null });
      } catch {
        // `send` must not throw; if it does, the visitor still gets a message and a usable form.
        result = { ok: false, errors: { fields: {}, general: [{ key: 'forms.error.unknown' }] } };
      }
      if (!result.ok) {
        dispatch({ type: 'failed', attempt, errors: result.errors });
        return;
      }
      const redirect = successRedirectUrl(definition.successRedirect);
      dispatch({ type: 'succeeded', attempt, redirect });
      options.onSuccess?.(redirect);
      if (redirect) options.navigate?.(redirect);
    },
  };
}
