import { LIMITS } from '@vitrine/core-data/constants';
import { PageSpeedRolloutFlag } from '@vitrine/core-data/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import {
  fetchPageSpeedSettings,
  NO_PAGE_LOAD_ID_MESSAGE,
  PAGE_SPEED_SETTINGS_PATH,
  PAGE_SPEED_SETTINGS_TIMEOUT_MS,
  readPageSpeedSettings,
  SETTINGS_TIMEOUT_MESSAGE,
} from './page-speed-settings';

const allFlags = Object.fromEntries(PageSpeedRolloutFlag.values.map((flag) => [flag, true]));
const queueFor = (fetch: FetchLike) => createBeaconQueue({ fetch, sendBeacon: () => true });

afterEach(() => {
  vi.useRealTimers();
});

describe('page-speed settings (spec 001 §4, §7, §8)', () => {
  it('has the spec values', () => {
    expect(PAGE_SPEED_SETTINGS_PATH).toBe('/api/1/performance/settings');
    expect(PAGE_SPEED_SETTINGS_TIMEOUT_MS).toBe(30_000);
    expect(PAGE_SPEED_SETTINGS_TIMEOUT_MS).toBe(LIMITS.telemetry.settingsTimeoutMs);
    expect(SETTINGS_TIMEOUT_MESSAGE).toBe('Metric settings request timeout');
    expect(NO_PAGE_LOAD_ID_MESSAGE).toBe('Unable to resolve pageLoadId');
  });

  it('reads the page-load id and the four rollout flags', () => {
    expect(readPageSpeedSettings({ pageLoadId: 'pl-1', flags: allFlags })).toEqual({
      pageLoadId: 'pl-1',
      enabled: true,
      trackPageSpeed: true,
      trackUserTiming: true,
    });
    expect(
      readPageSpeedSettings({ pageLoadId: 'pl-1', flags: { ...allFlags, rum: false } })?.enabled,
    ).toBe(false);
    expect(
      readPageSpeedSettings({ pageLoadId: 'pl-1', flags: { ...allFlags, 'app-specific': 'yes' } })
        ?.enabled,
    ).toBe(false);
    expect(readPageSpeedSettings({ pageLoadId: 'pl-1' })).toEqual({
      pageLoadId: 'pl-1',
      enabled: false,
      trackPageSpeed: false,
      trackUserTiming: false,
    });
  });

  it('has no settings without a page-load id', () => {
    for (const answer of [undefined, null, 'x', {}, { pageLoadId: '' }, { pageLoadId: 42 }]) {
      expect(readPageSpeedSettings(answer)).toBeUndefined();
    }
  });

  it('GETs the settings with credentials', async () => {
    const fetch = vi.fn<FetchLike>(async () =>
      Response.json({ pageLoadId: 'pl-9', flags: allFlags }),
    );
    expect(await fetchPageSpeedSettings(queueFor(fetch))).toMatchObject({
      pageLoadId: 'pl-9',
      enabled: true,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/1/performance/settings');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it("gives up after 30 s with 'Metric settings request timeout'", async () => {
    vi.useFakeTimers();
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('abort'))),
      );
    const pending = fetchPageSpeedSettings(queueFor(fetch));
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe('Metric settings request timeout');
  });

  it("answers 'Unable to resolve pageLoadId' for any other failure", async () => {
    for (const fetch of [
      async () => new Response('nope', { status: 500 }),
      async () => new Response('not json', { status: 200 }),
      async () => Response.json({ flags: allFlags }),
      () => Promise.reject(new TypeError('offline')),
    ] satisfies FetchLike[]) {
      const result = await fetchPageSpeedSettings(queueFor(fetch));
      expect((result as Error).message).toBe('Unable to resolve pageLoadId');
    }
  });
});
