import { describe, expect, it, vi } from 'vitest';
import { createFormController, type SendRequest, type SendResult } from './form-controller';
import type { FormDefinition } from './form-definition';
import type { FormErrors } from './form-messages';

const definition: FormDefinition = {
  id: 'form-1',
  fields: [
    { id: 'name-1', type: 'name', title: 'Nom', required: true },
    { id: 'email-1', type: 'email', title: 'E-mail', required: true },
    { id: 'phone-1', type: 'phone', title: 'Téléphone' },
    { id: 'hidden-1', type: 'hidden', key: 'source', value: 'site' },
  ],
};
const serverErrors: FormErrors = { fields: {}, general: [{ key: 'forms.error.status500' }] };

/** A send function whose answers the test gives one by one. */
function deferredSend() {
  const requests: SendRequest[] = [];
  const answers: ((result: SendResult) => void)[] = [];
  const send = vi.fn(
    (request: SendRequest) =>
      new Promise<SendResult>((resolve) => {
        requests.push(request);
        answers.push(resolve);
      }),
  );
  return { send, requests, answer: (result: SendResult) => answers.shift()?.(result) };
}

function fill(controller: ReturnType<typeof createFormController>) {
  controller.setInput('name-1', ['Camille', 'Martin']);
  controller.setInput('email-1', 'camille@exemple.fr');
  controller.setInput('phone-1', ['01', '23', '4567']);
}

describe('createFormController (spec 000 §4, §5, §7)', () => {
  it('starts idle with empty inputs for every field', () => {
    const controller = createFormController({ definition, send: vi.fn() });
    expect(controller.getSnapshot()).toMatchObject({
      status: 'idle',
      inputs: { 'name-1': ['', ''], 'email-1': '', 'phone-1': ['', '', ''], 'hidden-1': '' },
    });
  });

  it('collects the values (phone, hidden from the query) and sends them while submitting', async () => {
    const { send, requests, answer } = deferredSend();
    const controller = createFormController({
      definition,
      send,
      search: () => '?source=affiche',
    });
    fill(controller);
    const done = controller.submit();
    expect(controller.getSnapshot().status).toBe('submitting');
    expect(requests).toEqual([
      {
        values: {
          'name-1': ['Camille', 'Martin'],
          'email-1': 'camille@exemple.fr',
          'phone-1': ['', '01', '23', '4567'],
          'hidden-1': 'affiche',
        },
        captchaKey: null,
      },
    ]);
    answer({ ok: true });
    await done;
    expect(controller.getSnapshot()).toMatchObject({ status: 'success', redirect: null });
  });

  it('ignores a second submit while submitting (one request only)', async () => {
    const { send, answer } = deferredSend();
    const controller = createFormController({ definition, send });
    fill(controller);
    const first = controller.submit();
    const second = controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
    answer({ ok: true });
    await Promise.all([first, second]);
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('redirects to the success URL through navigate', async () => {
    const navigate = vi.fn();
    const onSuccess = vi.fn();
    const controller = createFormController({
      definition: { ...definition, successRedirect: '/merci' },
      send: async () => ({ ok: true }),
      navigate,
      onSuccess,
    });
    fill(controller);
    await controller.submit();
    expect(navigate).toHaveBeenCalledWith('/merci');
    expect(onSuccess).toHaveBeenCalledWith('/merci');
    expect(controller.getSnapshot()).toMatchObject({ status: 'success', redirect: '/merci' });
  });

  it('never navigates to a javascript: success URL', async () => {
    const navigate = vi.fn();
    const controller = createFormController({
      definition: { ...definition, successRedirect: 'javascript:alert(1)' },
      send: async () => ({ ok: true }),
      navigate,
    });
    fill(controller);
    await controller.submit();
    expect(navigate).not.toHaveBeenCalled();
    expect(controller.getSnapshot()).toMatchObject({ status: 'success', redirect: null });
  });

  it('keeps what the visitor typed after a failure and unlocks the form', async () => {
    const controller = createFormController({
      definition,
      send: async () => ({ ok: false, errors: serverErrors }),
    });
    fill(controller);
    const before = controller.getSnapshot().inputs;
    await controller.submit();
    expect(controller.getSnapshot()).toMatchObject({ status: 'failure', errors: serverErrors });
    expect(controller.getSnapshot().inputs).toEqual(before);
  });

  it('does not send when client validation fails, and shows every invalid field at once', async () => {
    const send = vi.fn();
    const controller = createFormController({ definition, send });
    controller.setInput('email-1', 'camille@');
    await controller.submit();
    expect(send).not.toHaveBeenCalled();
    expect(controller.getSnapshot()).toMatchObject({ status: 'failure' });
    expect(controller.getSnapshot().errors).toEqual({
      fields: {
        'name-1': { key: 'forms.error.required' },
        'email-1': { key: 'forms.error.email' },
      },
      general: [{ key: 'forms.error.invalidFields' }],
    });
  });

  it('checks a field that shows an error again as the visitor corrects it', async () => {
    const controller = createFormController({ definition, send: vi.fn() });
    controller.setInput('email-1', 'camille@');
    await controller.submit();
    const failed = controller.getSnapshot().errors;
    // A field without a message: the errors stay the same object.
    controller.setInput('phone-1', ['01', '23', '4567']);
    expect(controller.getSnapshot().errors).toBe(failed);
    // Still wrong: the message it now earns (empty is required).
    controller.setInput('email-1', '');
    expect(controller.getSnapshot().errors.fields['email-1']).toEqual({
      key: 'forms.error.required',
    });
    controller.setInput('email-1', 'camille@exemple.fr');
    expect(controller.getSnapshot().errors).toEqual({
      fields: { 'name-1': { key: 'forms.error.required' } },
      general: [{ key: 'forms.error.invalidFields' }],
    });
    // Only the first name: the last name is still needed, which the name's own message says.
    controller.setInput('name-1', ['Camille', '']);
    expect(controller.getSnapshot().errors.fields['name-1']).toEqual({ key: 'forms.error.name' });
    controller.setInput('name-1', ['Camille', 'Martin']);
    expect(controller.getSnapshot().errors).toEqual({ fields: {}, general: [] });
    expect(controller.getSnapshot().status).toBe('failure');
  });

  it("leaves the server's messages to the next submit when validation is disabled", async () => {
    const fieldError: FormErrors = {
      fields: { 'email-1': { text: 'Adresse refusée par le serveur.' } },
      general: [{ key: 'forms.error.status500' }],
    };
    const controller = createFormController({
      definition: { ...definition, validationDisabled: true },
      send: async () => ({ ok: false, errors: fieldError }),
    });
    fill(controller);
    await controller.submit();
    controller.setInput('email-1', 'autre@exemple.fr');
    expect(controller.getSnapshot().errors).toEqual(fieldError);
  });

  it('sends without validating when validation is disabled for the form', async () => {
    const send = vi.fn(async () => ({ ok: true }) as const);
    const controller = createFormController({
      definition: { ...definition, validationDisabled: true },
      send,
    });
    controller.setInput('email-1', 'pas-une-adresse');
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('needs a solved captcha, sends its token as captchaKey and resets it on failure', async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: false, errors: serverErrors }));
    const controller = createFormController({ definition, send, captcha: true });
    fill(controller);
    await controller.submit();
    expect(send).not.toHaveBeenCalled();
    expect(controller.getSnapshot().errors.captcha).toEqual({ key: 'forms.error.captcha' });
    expect(controller.getSnapshot().captchaResets).toBe(1);

    controller.solveCaptcha('token-1');
    await controller.submit();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ captchaKey: 'token-1' }));
    expect(controller.getSnapshot()).toMatchObject({ captchaToken: null, captchaResets: 2 });
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const controller = createFormController({ definition, send: vi.fn() });
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    controller.setInput('email-1', 'a');
    controller.solveCaptcha('t');
    unsubscribe();
    controller.setInput('email-1', 'ab');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('turns a send function that throws into an unknown-error failure', async () => {
    const controller = createFormController({
      definition,
      send: async () => {
        throw new Error('boom');
      },
    });
    fill(controller);
    await controller.submit();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'failure',
      errors: { general: [{ key: 'forms.error.unknown' }] },
    });
  });
});

describe('restoreInputs: a draft, or what was typed before hydration', () => {
  it('fills the empty fields in one change, keeps what the visitor entered, ignores unknown ids', () => {
    const controller = createFormController({ definition, send: vi.fn() });
    controller.setInput('email-1', 'visiteur@exemple.fr');
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.restoreInputs({
      'name-1': ['Camille', 'Martin'],
      'email-1': 'brouillon@exemple.fr',
      'phone-1': ['', '', ''],
      'other-1': 'ailleurs',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().inputs).toEqual({
      'name-1': ['Camille', 'Martin'],
      'email-1': 'visiteur@exemple.fr',
      'phone-1': ['', '', ''],
      'hidden-1': '',
    });
  });

  it('changes nothing when nothing fits', () => {
    const controller = createFormController({ definition, send: vi.fn() });
    const before = controller.getSnapshot();
    controller.restoreInputs({ 'email-1': '' });
    expect(controller.getSnapshot()).toBe(before);
  });

  it('is ignored while submitting and after a success', async () => {
    const { send, answer } = deferredSend();
    const controller = createFormController({ definition, send });
    fill(controller);
    controller.setInput('phone-1', ['', '', '']);
    const done = controller.submit();
    controller.restoreInputs({ 'phone-1': ['01', '23', '4567'] });
    expect(controller.getSnapshot().inputs['phone-1']).toEqual(['', '', '']);
    answer({ ok: true });
    await done;
    controller.restoreInputs({ 'phone-1': ['01', '23', '4567'] });
    expect(controller.getSnapshot().inputs['phone-1']).toEqual(['', '', '']);
  });
});
