import { dataLayerMessages } from '@vitrine/i18n-fr/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer, DATA_LAYER_TIMEOUT_MS } from './create-data-layer';

type Call = { url: string; init: RequestInit };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A document whose cookie jar keeps name=value pairs and drops a cookie written as expired. */
function stubDocumentCookies(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      writes.push(written);
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some(
        (attribute) => /^max-age=(0|-)/i.test(attribute) || /^expires=.*1970/i.test(attribute),
      );
      if (expired) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return { jar, writes };
}

describe('createDataLayer defaults', () => {
  it('fails a call that hangs past 30 s with the connection message', async () => {
    vi.useFakeTimers();
    try {
      const fetch = (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      const layer = createDataLayer({ fetch, crumb: 'k', retryDelayMs: 0 });
      const pending = layer.post('/api/form/FormSubmissionKey');
      await vi.advanceTimersByTimeAsync(DATA_LAYER_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toBe(dataLayerMessages.connection);
      expect(DATA_LAYER_TIMEOUT_MS).toBe(30_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the French messages of @vitrine/i18n-fr/common (spec 000 §8)', async () => {
    const answers = [401, 500, 503, 404];
    const fetch = async () => new Response('{}', { status: answers.shift() ?? 200 });
    const layer = createDataLayer({ fetch, crumb: 'k' });
    const messages = [];
    for (let i = 0; i < 4; i++) {
      const result = await layer.get('/a');
      messages.push(result.ok || result.error.message);
    }
    expect(messages).toEqual([
      dataLayerMessages.unauthorized,
      dataLayerMessages.internal,
      dataLayerMessages.unavailable,
      dataLayerMessages.connection,
    ]);
    expect(dataLayerMessages.unauthorized).toBe('Requête non autorisée');
    expect(dataLayerMessages.connection).toMatch(/^Connexion impossible/);
  });

  it('reads the crumb cookie at call time and deletes it on crumbFail', async () => {
    const { writes } = stubDocumentCookies({ other: '1', crumb: 'stale' });
    const calls: Call[] = [];
    const answers = ['{"crumbFail":true}', '{"ok":true}'];
    const fetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(answers.shift() ?? '{}');
    };
    const layer = createDataLayer({ fetch });
    const result = await layer.delete('/api/site-users/account/session');
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/site-users/account/session?crumb=stale',
      '/api/site-users/account/session',
    ]);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^crumb=/);
    expect(writes[0]).toMatch(/path=\//i);
  });

  it('sends no crumb and does not throw without a document', async () => {
    const calls: Call[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"crumbFail":true}');
    };
    const layer = createDataLayer({ fetch });
    const result = await layer.get('/api/multilingual/settings');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'crumb',
        status: 200,
        message: dataLayerMessages.crumb,
        data: { crumbFail: true },
      },
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/multilingual/settings',
      '/api/multilingual/settings',
    ]);
  });

  it('prefers the given crumb, reset and messages over the defaults', async () => {
    const { writes } = stubDocumentCookies({ crumb: 'cookie' });
    const calls: Call[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"crumbFail":true}');
    };
    const resetCrumb = vi.fn();
    const messages = { ...dataLayerMessages, crumb: 'Jeton expiré' };
    const layer = createDataLayer({ fetch, crumb: 'given', resetCrumb, messages });
    const result = await layer.post('/a');
    expect(result.ok || result.error.message).toBe('Jeton expiré');
    expect(calls[0]?.url).toBe('/a?crumb=given');
    expect(resetCrumb).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([]);
  });
});
