import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayerCore, DATA_LAYER_RETRY_DELAY_MS } from './create-data-layer-core';

const messages = {
  unauthorized: 'Requête non autorisée',
  internal: 'Erreur interne du serveur. Réessayez plus tard.',
  unavailable: 'Le service est temporairement indisponible.',
  connection: 'Connexion impossible...',
  invalidJson: 'Réponse illisible : erreur interne.',
  crumb: 'Votre session a expiré, rechargez la page.',
};

type Answer = () => Response | Promise<Response>;

/** A fetch that records its calls and plays the answers in turn, repeating the last one. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (!answer) throw new Error('fakeFetch needs an answer');
    return answer();
  };
  return { fetch, calls };
}

const json =
  (body: unknown, status = 200): Answer =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

const networkError: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/** The request fetch would send, to read the content type it derives from the body. */
const asRequest = (call: { url: string; init: RequestInit } | undefined) =>
  new Request(new URL(call?.url ?? '', 'https://site.example'), call?.init);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createDataLayerCore: requests (spec 000 §7)', () => {
  it('adds params and the crumb to the query string and sends credentials', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: 1 }));
    const layer = createDataLayerCore({ fetch, crumb: 'abc', resetCrumb: vi.fn(), messages });
    await layer.get('/api/google-maps/places/details', {
      params: { input: 'Rue de Rivoli', productPage: true, productSection: 2, skip: undefined },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      '/api/google-maps/places/details?input=Rue+de+Rivoli&productPage=true&productSection=2&crumb=abc',
    );
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it.each(['get', 'post', 'put', 'delete'] as const)('adds the crumb on %s', async (method) => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'c r', resetCrumb: vi.fn(), messages });
    await layer[method]('/api/multilingual/languages');
    expect(calls[0]?.url).toBe('/api/multilingual/languages?crumb=c+r');
    expect(calls[0]?.init.method).toBe(method.toUpperCase());
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('reads the crumb from its getter at each call', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    let crumb: string | undefined = 'one';
    const layer = createDataLayerCore({ fetch, crumb: () => crumb, resetCrumb: vi.fn(), messages });
    await layer.get('/api/multilingual/status');
    crumb = 'two';
    await layer.get('/api/multilingual/status');
    crumb = undefined;
    await layer.get('/api/multilingual/status');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/multilingual/status?crumb=one',
      '/api/multilingual/status?crumb=two',
      '/api/multilingual/status',
    ]);
  });

  it('encodes object and array params as JSON and extends a query already in the path', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await layer.get('/api/items?page=2', { params: { ids: [1, 2], filter: { a: 'b' } } });
    const url = new URL(calls[0]?.url ?? '', 'https://site.example');
    expect(url.pathname).toBe('/api/items');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['ids', '[1,2]'],
      ['filter', '{"a":"b"}'],
      ['crumb', 'k'],
    ]);
  });

  it('resolves paths against baseUrl when one is given', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({
      fetch,
      baseUrl: 'https://shop.example.fr',
      crumb: 'k',
      resetCrumb: vi.fn(),
      messages,
    });
    await layer.delete('/api/site-users/account/session', { params: { cloneCart: false } });
    expect(calls[0]?.url).toBe(
      'https://shop.example.fr/api/site-users/account/session?cloneCart=false&crumb=k',
    );
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('form-encodes a POST body by default', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await layer.post('/api/widget/GetWidgetRendering', {
      body: { widgetJSON: { type: 1, id: 'w1' }, collectionId: 'c9', missing: undefined },
    });
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe(
      'widgetJSON=%7B%22type%22%3A1%2C%22id%22%3A%22w1%22%7D&collectionId=c9',
    );
    expect(asRequest(calls[0]).headers.get('Content-Type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
  });

  it('sends JSON with its content type when json is set', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await layer.put('/api/site-header-footer', {
      json: true,
      body: { header: { a: 1 }, footer: null },
    });
    expect(calls[0]?.init.body).toBe('{"header":{"a":1},"footer":null}');
    expect(asRequest(calls[0]).headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.url).toBe('/api/site-header-footer?crumb=k');
  });

  it('sends a JSON array body as JSON', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await layer.post('/api/events/RecordJavascriptErrors', {
      json: true,
      body: [{ event: 'e', data: {}, timestamp: 1 }],
    });
    expect(calls[0]?.init.body).toBe('[{"event":"e","data":{},"timestamp":1}]');
  });

  it('passes FormData and string bodies through untouched', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const form = new FormData();
    form.set('file', 'content');
    await layer.post('/api/upload', { body: form });
    await layer.post('/api/events/Trace', { body: 'raw=1' });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[1]?.init.body).toBe('raw=1');
  });

  it('sends no body on GET or DELETE, nor on a POST without one', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await layer.get('/a', { body: { x: 1 } });
    await layer.delete('/b', { body: { x: 1 }, json: true });
    await layer.post('/api/form/FormSubmissionKey');
    expect(calls.map((call) => call.init.body)).toEqual([undefined, undefined, undefined]);
    expect(calls.map((call) => new Headers(call.init.headers).get('Content-Type'))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('sends the default headers, those set later, and per-call headers over them', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({
      fetch,
      crumb: 'k',
      resetCrumb: vi.fn(),
      messages,
      headers: { 'X-Site': 's1' },
    });
    await layer.get('/a');
    layer.setHeader('X-Xsrf-Token', 'tok');
    await layer.get('/b', { headers: { 'x-site': 's2' } });
    layer.setHeader('X-Xsrf-Token', undefined);
    await layer.get('/c');
    const sent = calls.map((call) => Object.fromEntries(new Headers(call.init.headers)));
    expect(sent).toEqual([
      { 'x-site': 's1' },
      { 'x-site': 's2', 'x-xsrf-token': 'tok' },
      { 'x-site': 's1' },
    ]);
  });

  it('uses globalThis.fetch, looked up at call time and called unbound', async () => {
    const layer = createDataLayerCore({ crumb: 'k', resetCrumb: vi.fn(), messages });
    const seenThis: unknown[] = [];
    vi.stubGlobal('fetch', function (this: unknown) {
      seenThis.push(this);
      return Promise.resolve(new Response('{"value":1}'));
    });
    await expect(layer.get('/a')).resolves.toEqual({ ok: true, status: 200, data: { value: 1 } });
    expect(seenThis).toEqual([undefined]);
  });
});

describe('createDataLayerCore: answers (spec 000 §7, §8)', () => {
  it('resolves to the parsed JSON and the status', async () => {
    const { fetch } = fakeFetch(json({ key: 'k1' }, 201));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await expect(layer.post('/api/form/FormSubmissionKey')).resolves.toEqual({
      ok: true,
      status: 201,
      data: { key: 'k1' },
    });
  });

  it('resolves an empty answer to null data', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await expect(layer.post('/api/census/overlay')).resolves.toEqual({
      ok: true,
      status: 204,
      data: null,
    });
  });

  it('fails with invalidJson and the internal-error message on an unparsable 2xx', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>oops</html>', { status: 200 }));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await expect(layer.get('/a')).resolves.toEqual({
      ok: false,
      error: { code: 'invalidJson', status: 200, message: messages.invalidJson, data: undefined },
    });
  });

  it.each([
    [401, 'unauthorized', 'Requête non autorisée'],
    [403, 'unauthorized', 'Requête non autorisée'],
    [500, 'internal', messages.internal],
    [501, 'internal', messages.internal],
    [503, 'unavailable', messages.unavailable],
    [400, 'connection', 'Connexion impossible...'],
    [404, 'connection', 'Connexion impossible...'],
    [429, 'connection', 'Connexion impossible...'],
    [502, 'connection', 'Connexion impossible...'],
  ] as const)(
    'maps a %i answer to %s, keeping the status and the answer',
    async (status, code, message) => {
      const { fetch } = fakeFetch(json({ error: 'from server' }, status));
      const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
      await expect(layer.get('/a')).resolves.toEqual({
        ok: false,
        error: { code, status, message, data: { error: 'from server' } },
      });
    },
  );

  it('keeps data.errors of a 400 so forms can show them by field (spec 000 §8)', async () => {
    const errors = { 'text-1': 'Champ requis', 'email-2': 'Adresse invalide' };
    const { fetch } = fakeFetch(json({ errors }, 400));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const result = await layer.post('/api/form/SaveFormSubmission', { json: true, body: {} });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'connection',
        status: 400,
        message: 'Connexion impossible...',
        data: { errors },
      },
    });
  });

  it('keeps no data when a failed answer is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 500 }));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await expect(layer.get('/a')).resolves.toEqual({
      ok: false,
      error: { code: 'internal', status: 500, message: messages.internal, data: undefined },
    });
  });

  it.each([
    [{ error: 'Formulaire introuvable' }, 'Formulaire introuvable'],
    [{ message: 'Quota dépassé' }, 'Quota dépassé'],
    [{ error: true, message: 'Texte du message' }, 'Texte du message'],
    [{ error: { field: 'x' } }, messages.internal],
    [{ billingErrorCode: 'CARD_DECLINED' }, messages.internal],
  ])('treats a 2xx answer %j as a server error', async (answer, message) => {
    const { fetch } = fakeFetch(json(answer));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await expect(layer.post('/a')).resolves.toEqual({
      ok: false,
      error: { code: 'server', status: 200, message, data: answer },
    });
  });

  it('does not treat empty error fields as an error', async () => {
    const { fetch } = fakeFetch(
      json({ error: null, message: '', billingErrorCode: 0, html: '<p>' }),
    );
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const result = await layer.post('/api/widget/GetWidgetRendering');
    expect(result.ok).toBe(true);
  });
});

describe('createDataLayerCore: flags and events (spec 000 §7)', () => {
  it('raises login-required and fails as unauthorized', async () => {
    const answer = { loginRequired: true };
    const { fetch } = fakeFetch(json(answer));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const onLogin = vi.fn();
    const onAuthorization = vi.fn();
    layer.on('login-required', onLogin);
    layer.on('authorization-fail', onAuthorization);
    await expect(layer.get('/api/site-header-footer')).resolves.toEqual({
      ok: false,
      error: { code: 'unauthorized', status: 200, message: 'Requête non autorisée', data: answer },
    });
    expect(onLogin).toHaveBeenCalledExactlyOnceWith({
      method: 'GET',
      path: '/api/site-header-footer',
      status: 200,
      data: answer,
    });
    expect(onAuthorization).not.toHaveBeenCalled();
  });

  it('raises authorization-fail whatever the status', async () => {
    const answer = { authorizationFail: true, error: 'Accès refusé' };
    const { fetch } = fakeFetch(json(answer, 403));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const onAuthorization = vi.fn();
    layer.on('authorization-fail', onAuthorization);
    await expect(layer.put('/api/multilingual/languages')).resolves.toEqual({
      ok: false,
      error: { code: 'unauthorized', status: 403, message: 'Requête non autorisée', data: answer },
    });
    expect(onAuthorization).toHaveBeenCalledExactlyOnceWith({
      method: 'PUT',
      path: '/api/multilingual/languages',
      status: 403,
      data: answer,
    });
  });

  it('raises login-required on a 401 too, and an error answer keeps its own message on a 2xx', async () => {
    const { fetch } = fakeFetch(
      json({ loginRequired: true }, 401),
      json({ loginRequired: true, error: 'Connectez-vous' }),
    );
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const onLogin = vi.fn();
    layer.on('login-required', onLogin);
    const first = await layer.get('/a');
    const second = await layer.get('/a');
    expect(first.ok || first.error.code).toBe('unauthorized');
    expect(second.ok || second.error).toEqual({
      code: 'server',
      status: 200,
      message: 'Connectez-vous',
      data: { loginRequired: true, error: 'Connectez-vous' },
    });
    expect(onLogin).toHaveBeenCalledTimes(2);
  });

  it('stops calling a handler once unsubscribed', async () => {
    const { fetch } = fakeFetch(json({ loginRequired: true }));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const onLogin = vi.fn();
    const off = layer.on('login-required', onLogin);
    await layer.get('/a');
    off();
    await layer.get('/a');
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('on crumbFail resets the crumb and retries once with the new one', async () => {
    const { fetch, calls } = fakeFetch(json({ crumbFail: true }, 403), json({ done: true }));
    let crumb = 'stale';
    const resetCrumb = vi.fn(() => {
      crumb = 'fresh';
    });
    const layer = createDataLayerCore({ fetch, crumb: () => crumb, resetCrumb, messages });
    const onError = vi.fn();
    layer.on('error', onError);
    await expect(
      layer.delete('/api/site-users/account/session', { params: { cloneCart: true } }),
    ).resolves.toEqual({ ok: true, status: 200, data: { done: true } });
    expect(resetCrumb).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/site-users/account/session?cloneCart=true&crumb=stale',
      '/api/site-users/account/session?cloneCart=true&crumb=fresh',
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails with the crumb error after a second crumbFail, retrying only once', async () => {
    const { fetch, calls } = fakeFetch(json({ crumbFail: true }));
    const resetCrumb = vi.fn();
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb, messages });
    await expect(layer.post('/a', { retries: 3 })).resolves.toEqual({
      ok: false,
      error: { code: 'crumb', status: 200, message: messages.crumb, data: { crumbFail: true } },
    });
    expect(calls).toHaveLength(2);
    expect(resetCrumb).toHaveBeenCalledTimes(1);
  });

  it('sends every failed result, and only those, to error handlers', async () => {
    const { fetch } = fakeFetch(json({ a: 1 }), json({}, 404));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const onError = vi.fn();
    layer.on('error', onError);
    await layer.get('/ok');
    expect(onError).not.toHaveBeenCalled();
    await layer.post('/missing');
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      method: 'POST',
      path: '/missing',
      error: { code: 'connection', status: 404, message: 'Connexion impossible...', data: {} },
    });
  });

  it('is not broken by a throwing handler', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { fetch } = fakeFetch(json({ loginRequired: true, error: 'x' }, 401));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const bug = new Error('handler bug');
    layer.on('login-required', () => {
      throw bug;
    });
    layer.on('error', () => {
      throw bug;
    });
    const later = vi.fn();
    layer.on('error', later);
    const result = await layer.get('/a');
    expect(result.ok || result.error.code).toBe('unauthorized');
    expect(later).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledWith(bug);
  });
});

describe('createDataLayerCore: transport failures and retries (spec 000 §8)', () => {
  it('fails with connection, keeping the cause, when fetch rejects', async () => {
    const { fetch } = fakeFetch(networkError);
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const result = await layer.get('/a');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'connection',
        status: undefined,
        message: 'Connexion impossible...',
        data: undefined,
        cause: new TypeError('Failed to fetch'),
      },
    });
  });

  it('does not throw when fetch throws synchronously', async () => {
    const fetch = (): Promise<Response> => {
      throw new Error('synchronous');
    };
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const result = await layer.get('/a');
    expect(result.ok || result.error.code).toBe('connection');
    expect(result.ok || result.error.message).toBe('Connexion impossible...');
  });

  it('fails with the status mapping when the body cannot be read', async () => {
    const failingBody = new ReadableStream({
      pull(controller) {
        controller.error(new Error('reset'));
      },
    });
    const { fetch } = fakeFetch(() => new Response(failingBody, { status: 200 }));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const result = await layer.get('/a');
    expect(result.ok || result.error).toEqual({
      code: 'connection',
      status: 200,
      message: 'Connexion impossible...',
      data: undefined,
      cause: new Error('reset'),
    });
  });

  it('does not throw on a body that cannot be serialised, and sends nothing', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const onError = vi.fn();
    layer.on('error', onError);
    const result = await layer.post('/a', { json: true, body: cyclic, retries: 2 });
    expect(result.ok || result.error.code).toBe('connection');
    expect(result.ok || result.error.cause).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not retry by default', async () => {
    const { fetch, calls } = fakeFetch(networkError);
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    await layer.get('/a');
    expect(calls).toHaveLength(1);
  });

  it('retries network failures the given number of times, 200 ms apart', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(networkError);
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const onError = vi.fn();
    layer.on('error', onError);
    const pending = layer.get('/a', { retries: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DATA_LAYER_RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DATA_LAYER_RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    const result = await pending;
    expect(result.ok || result.error.code).toBe('connection');
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * DATA_LAYER_RETRY_DELAY_MS);
    expect(calls).toHaveLength(3);
  });

  it('has a 200 ms retry delay (spec 000 §8)', () => {
    expect(DATA_LAYER_RETRY_DELAY_MS).toBe(200);
  });

  it('retries 5xx and resolves with the first success', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(json({}, 503), json({}, 500), json({ value: 3 }));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const pending = layer.get('/a', { retries: 5 });
    await vi.advanceTimersByTimeAsync(2 * DATA_LAYER_RETRY_DELAY_MS);
    await expect(pending).resolves.toEqual({ ok: true, status: 200, data: { value: 3 } });
    expect(calls).toHaveLength(3);
  });

  it('uses the retryDelayMs option', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(networkError);
    const layer = createDataLayerCore({
      fetch,
      crumb: 'k',
      resetCrumb: vi.fn(),
      messages,
      retryDelayMs: 1000,
    });
    const pending = layer.get('/a', { retries: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await pending;
  });

  it.each([400, 401, 403, 404, 429])('never retries a %i', async (status) => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(json({}, status));
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const pending = layer.get('/a', { retries: 3 });
    await vi.advanceTimersByTimeAsync(10 * DATA_LAYER_RETRY_DELAY_MS);
    const result = await pending;
    expect(result.ok || result.error.status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  it('aborts an attempt after timeoutMs and fails with connection', async () => {
    vi.useFakeTimers();
    const calls: RequestInit[] = [];
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        calls.push(init);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const layer = createDataLayerCore({
      fetch,
      crumb: 'k',
      resetCrumb: vi.fn(),
      messages,
      timeoutMs: 2500,
    });
    const pending = layer.post('/api/census/button-render', { retries: 1 });
    await vi.advanceTimersByTimeAsync(2499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(DATA_LAYER_RETRY_DELAY_MS);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2500);
    const result = await pending;
    expect(result.ok || result.error.code).toBe('connection');
    expect(result.ok || (result.error.cause as DOMException).name).toBe('TimeoutError');
  });

  it('clears the timeout once answered', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(json({ a: 1 }));
    const layer = createDataLayerCore({
      fetch,
      crumb: 'k',
      resetCrumb: vi.fn(),
      messages,
      timeoutMs: 100,
    });
    await expect(layer.get('/a')).resolves.toEqual({ ok: true, status: 200, data: { a: 1 } });
    expect(vi.getTimerCount()).toBe(0);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
  });

  it('fails with connection and does not retry when the caller aborts', async () => {
    const { fetch, calls } = fakeFetch((() => {
      throw new DOMException('aborted', 'AbortError');
    }) as Answer);
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const controller = new AbortController();
    controller.abort();
    const result = await layer.get('/a', { signal: controller.signal, retries: 3 });
    expect(result.ok || result.error.code).toBe('connection');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('forwards a later abort from the caller to fetch', async () => {
    const controller = new AbortController();
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        controller.abort(new DOMException('stop', 'AbortError'));
      });
    const layer = createDataLayerCore({ fetch, crumb: 'k', resetCrumb: vi.fn(), messages });
    const result = await layer.get('/a', { signal: controller.signal, retries: 2 });
    expect(result.ok || result.error).toEqual({
      code: 'connection',
      status: undefined,
      message: 'Connexion impossible...',
      data: undefined,
      cause: new DOMException('stop', 'AbortError'),
    });
  });
});
