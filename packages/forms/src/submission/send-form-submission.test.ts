import { createDataLayer } from '@vitrine/core-data/data-layer';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/form-definition';
import {
  createSubmissionKeyKeeper,
  isUncertainSaveFailure,
  type SubmissionKeyKeeper,
  sendFormSubmission,
} from './send-form-submission';

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

  it('calls a censusFields function at submit time, right before each save (spec 000 §3)', async () => {
    const { fetch, dataLayer } = fakeServer(
      () => json(200, { key: 'submission-key' }),
      () => json(502, {}),
    );
    let clicks = 0;
    const censusFields = vi.fn(() => ({ censusButtonClicks: clicks, censusOverlayShown: true }));
    const options = { dataLayer, definition, submitButtonText: 'Envoyer', censusFields };
    expect(censusFields).not.toHaveBeenCalled();
    clicks = 2;
    await sendFormSubmission(options, { values, captchaKey: null });
    clicks = 3;
    await sendFormSubmission(options, { values, captchaKey: null });
    expect(censusFields).toHaveBeenCalledTimes(2);
    const saves = fetch.mock.calls
      .filter(([url]) => url.startsWith('/api/form/SaveFormSubmission'))
      .map(([, init]) => JSON.parse(String(init.body)));
    expect(saves.map((body) => [body.censusButtonClicks, body.censusOverlayShown])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it('sends the submission without census fields when the censusFields function throws', async () => {
    const { fetch, dataLayer } = fakeServer(
      () => json(200, { key: 'submission-key' }),
      () => json(200, { success: true }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const censusFields = () => {
      throw new Error('telemetry is gone');
    };
    const result = await sendFormSubmission(
      { dataLayer, definition, submitButtonText: 'Envoyer', censusFields },
      { values, captchaKey: null },
    );
    expect(result).toEqual({ ok: true });
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1].body))).not.toHaveProperty(
      'censusButtonClicks',
    );
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
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

describe('exactly once: the retry of an uncertain save reuses its key', () => {
  /** A server that issues key-1, key-2, … and answers each save with the next of `saves`. */
  function server(saves: (() => Response | Promise<Response>)[]) {
    let keys = 0;
    const fetch = vi.fn(async (url: string, _init: RequestInit) => {
      if (url.startsWith('/api/form/FormSubmissionKey')) return json(200, { key: `key-${++keys}` });
      const next = saves.shift();
      if (!next) throw new Error('unexpected save');
      return next();
    });
    const dataLayer = createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} });
    const savedKeys = () =>
      fetch.mock.calls
        .filter(([url]) => url.startsWith('/api/form/SaveFormSubmission'))
        .map(([, init]) => JSON.parse(String(init.body)).key);
    return { fetch, dataLayer, savedKeys };
  }

  const sendWith = (
    dataLayer: ReturnType<typeof createDataLayer>,
    keeper: SubmissionKeyKeeper,
    formValues: Record<string, string> = values,
  ) =>
    sendFormSubmission(
      { dataLayer, definition, submitButtonText: 'Envoyer', keeper },
      { values: formValues, captchaKey: null },
    );

  it.each([
    ['a 502 from a proxy', () => json(502, {})],
    ['a 500', () => json(500, {})],
    ['a 503', () => json(503, {})],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a success whose body is lost', () => new Response('{"succ', { status: 200 })],
  ])('%s: the retry sends the same key', async (_name, first) => {
    const { dataLayer, savedKeys } = server([first, () => json(200, { success: true })]);
    const keeper = createSubmissionKeyKeeper();
    expect((await sendWith(dataLayer, keeper)).ok).toBe(false);
    expect(keeper.pending?.key).toBe('key-1');
    expect(await sendWith(dataLayer, keeper)).toEqual({ ok: true });
    expect(savedKeys()).toEqual(['key-1', 'key-1']);
    expect(keeper.pending).toBeNull();
  });

  it.each([
    ['400 with field errors', () => json(400, { errors: { 'email-1': 'Adresse invalide.' } })],
    ['429', () => json(429, { error: 'Trop de demandes.' })],
    ['403', () => json(403, {})],
  ])('a certain refusal (%s) stored nothing: the next try gets a new key', async (_n, first) => {
    const { dataLayer, savedKeys } = server([first, () => json(200, { success: true })]);
    const keeper = createSubmissionKeyKeeper();
    await sendWith(dataLayer, keeper);
    expect(keeper.pending).toBeNull();
    await sendWith(dataLayer, keeper);
    expect(savedKeys()).toEqual(['key-1', 'key-2']);
  });

  it('changed values after an uncertain failure are a new submission, with a new key', async () => {
    const { dataLayer, savedKeys } = server([
      () => json(502, {}),
      () => json(200, { success: true }),
    ]);
    const keeper = createSubmissionKeyKeeper();
    await sendWith(dataLayer, keeper);
    await sendWith(dataLayer, keeper, { ...values, 'message-2': 'Bonjour, autre chose' });
    expect(savedKeys()).toEqual(['key-1', 'key-2']);
  });

  it.each([
    [undefined, undefined, true],
    [500, 'internal', true],
    [504, 'connection', true],
    [200, 'invalidJson', true],
    [400, 'connection', false],
    [401, 'unauthorized', false],
    [409, 'connection', false],
    [429, 'connection', false],
  ])('isUncertainSaveFailure(%s, %s) is %s', (status, code, uncertain) => {
    expect(isUncertainSaveFailure(status, code)).toBe(uncertain);
  });
});
