import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMapsLoader } from './create-maps-loader';
import { type MapsApi, readMapsApi } from './maps-api';

/** A stand-in Maps API: the loader only passes it on. */
const api = {
  Map: class {},
  Marker: class {},
  Size: class {},
  Point: class {},
  Animation: { DROP: 'drop' },
} as unknown as MapsApi;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createMapsLoader: loaded once and shared (spec 001 §4)', () => {
  it('loads once for every block, with the first request’s key and French by default', async () => {
    const loadApi = vi.fn(async () => api);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    expect(loader.started()).toBe(false);
    const [first, second] = await Promise.all([
      loader.load({ key: 'cle-1234' }),
      loader.load({ key: 'cle-1234' }),
    ]);
    const third = await loader.load({ key: 'cle-1234' });
    expect(loadApi).toHaveBeenCalledExactlyOnceWith({
      key: 'cle-1234',
      language: 'fr',
      region: undefined,
    });
    expect(first).toEqual({ ok: true, maps: api });
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(loader.peek()).toBe(first);
  });

  it('passes the language and region asked for', async () => {
    const loadApi = vi.fn(async () => api);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    await loader.load({ key: 'cle-1234', language: 'en', region: 'CA' });
    expect(loadApi).toHaveBeenCalledWith({ key: 'cle-1234', language: 'en', region: 'CA' });
  });

  it('warns once when a later request asks for something else, and keeps the first', async () => {
    const warn = vi.fn();
    const loadApi = vi.fn(async () => api);
    const loader = createMapsLoader({ loadApi, existing: () => undefined, warn });
    await loader.load({ key: 'cle-1234' });
    await loader.load({ key: 'autre-cle' });
    await loader.load({ key: 'cle-1234', language: 'de' });
    expect(loadApi).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never starts without a key', async () => {
    const loadApi = vi.fn(async () => api);
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const result = await loader.load({ key: '' });
    expect(result).toMatchObject({ ok: false, error: { code: 'no-key' } });
    expect(loadApi).not.toHaveBeenCalled();
    expect(loader.started()).toBe(false);
  });

  it('uses an API already on the page without loading anything', async () => {
    const loadApi = vi.fn(async () => api);
    const loader = createMapsLoader({ loadApi, existing: () => api });
    expect(await loader.load({ key: 'cle-1234' })).toEqual({ ok: true, maps: api });
    expect(loadApi).not.toHaveBeenCalled();
  });
});

describe('createMapsLoader: fails if not ready within 30 s (spec 001 §4, §9: 30000 ms)', () => {
  it('fails with timeout at 30000 ms, not before, and the failure is shared', async () => {
    const loadApi = vi.fn(() => new Promise<MapsApi>(() => {}));
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const settled = vi.fn();
    void loader.load({ key: 'cle-1234' }).then(settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    expect(loader.peek()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledExactlyOnceWith({
      ok: false,
      error: {
        code: 'timeout',
        message: 'Google Maps JavaScript API not ready within 30000 ms.',
      },
    });
    expect(await loader.load({ key: 'cle-1234' })).toBe(settled.mock.calls[0]?.[0]);
    expect(loadApi).toHaveBeenCalledOnce();
  });

  it('succeeds when the API is ready just in time, and clears its timer', async () => {
    const loadApi = vi.fn(
      () => new Promise<MapsApi>((resolve) => setTimeout(() => resolve(api), 29_999)),
    );
    const loader = createMapsLoader({ loadApi, existing: () => undefined });
    const result = loader.load({ key: 'cle-1234' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await result).toEqual({ ok: true, maps: api });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with the script’s error when it fails to load', async () => {
    const cause = new Error('The Google Maps JavaScript API could not load.');
    const loader = createMapsLoader({
      loadApi: () => Promise.reject(cause),
      existing: () => undefined,
    });
    expect(await loader.load({ key: 'cle-1234' })).toEqual({
      ok: false,
      error: {
        code: 'failed',
        message:
          'Google Maps JavaScript API failed to load: The Google Maps JavaScript API could not load.',
        cause,
      },
    });
  });

  it('turns a loader that throws at once into a failure, not an exception', async () => {
    const loader = createMapsLoader({
      loadApi: () => {
        throw new TypeError('setOptions failed');
      },
      existing: () => undefined,
    });
    expect(await loader.load({ key: 'cle-1234' })).toMatchObject({
      ok: false,
      error: { code: 'failed' },
    });
  });

  it('takes another timeout when given one', async () => {
    const loader = createMapsLoader({
      loadApi: () => new Promise<MapsApi>(() => {}),
      existing: () => undefined,
      timeoutMs: 5000,
    });
    const result = loader.load({ key: 'cle-1234' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });

  it('never times out with an infinite timeout', async () => {
    const loader = createMapsLoader({
      loadApi: () => new Promise<MapsApi>(() => {}),
      existing: () => undefined,
      timeoutMs: Number.POSITIVE_INFINITY,
    });
    const settled = vi.fn();
    void loader.load({ key: 'cle-1234' }).then(settled);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(settled).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('readMapsApi', () => {
  it('accepts a namespace with everything the block uses, and nothing less', () => {
    expect(readMapsApi(api)).toBe(api);
    expect(readMapsApi({ ...api, Marker: undefined })).toBeUndefined();
    expect(readMapsApi({ ...api, Animation: {} })).toBeUndefined();
    expect(readMapsApi({ importLibrary: () => {} })).toBeUndefined();
    expect(readMapsApi(undefined)).toBeUndefined();
  });
});
