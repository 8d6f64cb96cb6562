import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_MAX_BYTES, createBeaconQueue, type FetchLike } from './create-beacon-queue';

function lifecycle() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return { window: win, document: doc };
}

const ok = () => Promise.resolve(new Response('{}', { status: 200 }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createBeaconQueue', () => {
  it('has a 64 KiB budget', () => {
    expect(BEACON_MAX_BYTES).toBe(64 * 1024);
  });

  it('sends a POST by beacon, with the content type on the blob', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn<FetchLike>(ok);
    const queue = createBeaconQueue({ sendBeacon, fetch, ...lifecycle() });
    const delivery = await queue.send({
      url: '/api/x',
      body: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(delivery).toEqual({ ok: true, via: 'beacon' });
    expect(fetch).not.toHaveBeenCalled();
    const blob = sendBeacon.mock.calls[0]?.[1] as Blob;
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/x');
    expect(blob.type).toBe('application/x-www-form-urlencoded');
    expect(await blob.text()).toBe('a=1');
  });

  it('uses navigator.sendBeacon by default, looked up at send time', async () => {
    const sendBeacon = vi.fn(() => true);
    const queue = createBeaconQueue({ fetch: ok, ...lifecycle() });
    expect(queue.canBeacon()).toBe(false);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(queue.canBeacon()).toBe(true);
    expect(await queue.send({ url: '/b', body: 'x' })).toEqual({ ok: true, via: 'beacon' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a keepalive fetch with credentials when the beacon is refused', async () => {
    const fetch = vi.fn<FetchLike>(ok);
    const queue = createBeaconQueue({ sendBeacon: () => false, fetch, ...lifecycle() });
    const delivery = await queue.send({
      url: '/api/y',
      body: '{"a":1}',
      contentType: 'application/json',
    });
    expect(delivery).toMatchObject({ ok: true, via: 'fetch', status: 200 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/y');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('never sends by beacon a GET, a request with headers, or one that opts out', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn<FetchLike>(ok);
    const queue = createBeaconQueue({ sendBeacon, fetch, ...lifecycle() });
    await queue.send({ url: '/get', method: 'GET' });
    await queue.send({ url: '/headers', body: '[]', headers: { 'X-CSRF-Token': 't' } });
    await queue.send({ url: '/no-beacon', body: 'x', beacon: false });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/get', '/headers', '/no-beacon']);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', body: undefined });
    expect(fetch.mock.calls[1]?.[1]?.headers).toEqual({ 'X-CSRF-Token': 't' });
  });

  it('uses the beacon content type when one is given', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const queue = createBeaconQueue({ sendBeacon, fetch: ok, ...lifecycle() });
    await queue.send({
      url: '/e',
      body: '{}',
      contentType: 'application/json',
      beaconContentType: 'text/plain;charset=UTF-8',
    });
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('text/plain;charset=utf-8');
  });

  it('falls back to fetch when sendBeacon throws', async () => {
    const fetch = vi.fn<FetchLike>(ok);
    const queue = createBeaconQueue({
      sendBeacon: () => {
        throw new TypeError('refused');
      },
      fetch,
      ...lifecycle(),
    });
    expect(await queue.send({ url: '/t', body: 'x' })).toMatchObject({ ok: true, via: 'fetch' });
  });

  it('reports answers outside 2xx, network errors and a missing fetch as values', async () => {
    const queue = createBeaconQueue({
      sendBeacon: false,
      fetch: (url) =>
        url === '/down'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : url === '/sync-throw'
            ? (() => {
                throw new Error('sync');
              })()
            : Promise.resolve(new Response('', { status: 503 })),
      ...lifecycle(),
    });
    expect(await queue.send({ url: '/503', body: 'x' })).toMatchObject({
      ok: false,
      error: 'status',
      status: 503,
    });
    expect(await queue.send({ url: '/down', body: 'x' })).toMatchObject({
      ok: false,
      error: 'network',
    });
    expect(await queue.send({ url: '/sync-throw', body: 'x' })).toMatchObject({
      ok: false,
      error: 'network',
    });
    vi.stubGlobal('fetch', undefined);
    const bare = createBeaconQueue({ sendBeacon: false, ...lifecycle() });
    expect(await bare.send({ url: '/none' })).toEqual({ ok: false, error: 'unavailable' });
  });

  it('aborts a fetch after timeoutMs and reports a timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<FetchLike>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const queue = createBeaconQueue({ sendBeacon: false, fetch, ...lifecycle() });
    const pending = queue.send({ url: '/slow', method: 'GET', timeoutMs: 2500 });
    await vi.advanceTimersByTimeAsync(2499);
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('keeps keepalive bodies in flight within 64 KiB: a body that does not fit waits for room', async () => {
    const settle: Array<() => void> = [];
    const fetch = vi.fn<FetchLike>(
      () =>
        new Promise((resolve) => {
          settle.push(() => resolve(new Response(null, { status: 204 })));
        }),
    );
    const queue = createBeaconQueue({ sendBeacon: false, fetch, ...lifecycle() });
    const big = 'x'.repeat(40_000);
    const first = queue.send({ url: '/1', body: big });
    const second = queue.send({ url: '/2', body: big });
    const third = queue.send({ url: '/3', body: 'small' });
    expect(fetch).toHaveBeenCalledTimes(1); // /2 waits (FIFO keeps /3 behind it)
    settle[0]?.();
    await first;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls.map(([url, init]) => [url, init.keepalive])).toEqual([
      ['/1', true],
      ['/2', true],
      ['/3', true],
    ]);
    settle[1]?.();
    settle[2]?.();
    expect(await second).toMatchObject({ ok: true, status: 204 });
    expect(await third).toMatchObject({ ok: true });
  });

  it('sends a body larger than the budget as a plain fetch, never by beacon', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn<FetchLike>(ok);
    const queue = createBeaconQueue({ sendBeacon, fetch, ...lifecycle() });
    await queue.send({ url: '/huge', body: 'y'.repeat(BEACON_MAX_BYTES + 1) });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]?.[1].keepalive).toBe(false);
  });

  it('counts the budget in UTF-8 bytes', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn<FetchLike>(ok);
    const queue = createBeaconQueue({ sendBeacon, fetch, ...lifecycle() });
    // 30,000 two-byte characters: 60,000 bytes fit; 33,000 are 66,000 bytes and do not.
    await queue.send({ url: '/fits', body: 'é'.repeat(30_000) });
    await queue.send({ url: '/too-big', body: 'é'.repeat(33_000) });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/too-big');
  });

  it('runs the flush hooks on pagehide and when the page becomes hidden, not when visible', () => {
    const page = lifecycle();
    const queue = createBeaconQueue({ sendBeacon: () => true, fetch: ok, ...page });
    const hook = vi.fn();
    const remove = queue.onFlush(hook);
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(hook).not.toHaveBeenCalled();
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    page.window.dispatchEvent(new Event('pagehide'));
    expect(hook).toHaveBeenCalledTimes(2);
    remove();
    page.window.dispatchEvent(new Event('pagehide'));
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it('stops listening and resolves waiting requests with destroyed', async () => {
    const page = lifecycle();
    const fetch = vi.fn<FetchLike>(() => new Promise(() => {}));
    const queue = createBeaconQueue({ sendBeacon: false, fetch, ...page });
    const hook = vi.fn();
    queue.onFlush(hook);
    void queue.send({ url: '/a', body: 'x'.repeat(60_000) });
    const waiting = queue.send({ url: '/b', body: 'x'.repeat(10_000) });
    queue.destroy();
    expect(await waiting).toEqual({ ok: false, error: 'destroyed' });
    expect(await queue.send({ url: '/c' })).toEqual({ ok: false, error: 'destroyed' });
    page.window.dispatchEvent(new Event('pagehide'));
    expect(hook).not.toHaveBeenCalled();
  });

  it('needs no window or document (server rendering)', async () => {
    const queue = createBeaconQueue({ sendBeacon: false, fetch: ok });
    expect(() => queue.flush()).not.toThrow();
    expect(await queue.send({ url: '/x' })).toMatchObject({ ok: true });
  });
});
