import { createDataLayer } from '@vitrine/core-data/data-layer';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/form-definition';
import { sendFormSubmission } from './send-form-submission';

const definition: FormDefinition = {
  id: 'form-1',
  collectionId: 'collection-1',
  objectName: 'page-section-1',
  fields: [
    { id: 'email-1', type: 'email', title: 'E-mail', required: true },
    { id: 'message-2', type: 'textarea', title: 'Message' },
  ],
};
const values = { 'email-1': 'camille@exemple.fr', 'message-2': 'Bonjour' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server: the key call answers `key`, the save call answers `save`. */
function fakeServer(
  key: () => Response | Promise<Response>,
  save: () => Response | Promise<Response>,
) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.startsWith('/api/form/FormSubmissionKey') ? key() : save(),
  );
  const dataLayer = createDataLayer({ fetch, crumb: 'crumb-1', resetCrumb: () => {} });
  return { fetch, dataLayer };
}

const send = (dataLayer: ReturnType<typeof createDataLayer>, captchaKey: string | null = null) =>
  sendFormSubmission(
    {
      dataLayer,
      definition,
      submitButtonText: 'Envoyer',
      pageFields: { pagePath: '/contact', pageTitle: 'Contact' },
      censusFields: { eventSource: 'form-block' },
    },
    { values, captchaKey },
  );

describe('sendFormSubmission (spec 000 §7, §8)', () => {
  it('POSTs FormSubmissionKey (empty), then SaveFormSubmission with the JSON payload', async () => {
    const { fetch, dataLayer } = fakeServer(
      () => json(200, { key: 'submission-key' }),
      () => json(200, { success: true }),
    );
    expect(await send(dataLayer, 'captcha-token')).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [keyUrl, keyInit] = fetch.mock.calls[0] ?? [];
    expect(keyUrl).toBe('/api/form/FormSubmissionKey?crumb=crumb-1');
    expect(keyInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(keyInit?.body ?? undefined).toBeUndefined();
    const [saveUrl, saveInit] = fetch.mock.calls[1] ?? [];
    expect(saveUrl).toBe('/api/form/SaveFormSubmission?crumb=crumb-1');
    expect(saveInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(saveInit?.body))).toEqual({
      key: 'submission-key',
      formId: 'form-1',
      collectionId: 'collection-1',
      objectName: 'page-section-1',
      isOverlayForm: false,
      submitButtonText: 'Envoyer',
      form: JSON.stringify(values),
      captchaKey: 'captcha-token',
      pagePath: '/contact',
      pageTitle: 'Contact',
      eventSource: 'form-block',
    });
  });

  it('fails with the submission-key message when the key call fails or has no key', async () => {
    for (const key of [() => json(500, {}), () => json(200, { nokey: true })]) {
      const { fetch, dataLayer } = fakeServer(key, () => json(200, {}));
      expect(await send(dataLayer)).toEqual({
        ok: false,
        errors: { fields: {}, general: [{ key: 'forms.error.submissionKey' }] },
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('400 with data.errors: messages at each field and the general message', async () => {
    const { dataLayer } = fakeServer(
      () => json(200, { key: 'k' }),
      () => json(400, { errors: { 'email-1': 'Adresse déjà inscrite' } }),
    );
    expect(await send(dataLayer)).toEqual({
      ok: false,
      errors: {
        fields: { 'email-1': { text: 'Adresse déjà inscrite' } },
        general: [{ key: 'forms.error.general' }],
      },
    });
  });

  it('shows data.error when present', async () => {
    const { dataLayer } = fakeServer(
      () => json(200, { key: 'k' }),
      () => json(403, { error: 'Ce formulaire est fermé.' }),
    );
    expect(await send(dataLayer)).toEqual({
      ok: false,
      errors: { fields: {}, general: [{ text: 'Ce formulaire est fermé.' }] },
    });
  });

  it.each([
    [401, 'forms.error.status401'],
    [404, 'forms.error.status404'],
    [429, 'forms.error.status429'],
    [500, 'forms.error.status500'],
  ] as const)('status %i shows %s', async (status, key) => {
    const { dataLayer } = fakeServer(
      () => json(200, { key: 'k' }),
      () => new Response('', { status }),
    );
    expect(await send(dataLayer)).toEqual({
      ok: false,
      errors: { fields: {}, general: [{ key }] },
    });
  });

  it('a network failure could not send the form', async () => {
    const { dataLayer } = fakeServer(
      () => json(200, { key: 'k' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await send(dataLayer)).toEqual({
      ok: false,
      errors: { fields: {}, general: [{ key: 'forms.error.sendFailed' }] },
    });
  });
});
