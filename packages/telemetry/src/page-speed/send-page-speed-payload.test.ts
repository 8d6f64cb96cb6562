import { describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import {
  NO_PAYLOAD_MESSAGE,
  PAGE_SPEED_RECORDS_PATH,
  sendPageSpeedPayload,
} from './send-page-speed-payload';

describe('sendPageSpeedPayload (spec 001 §7, §8)', () => {
  it('posts to the records endpoint by beacon, as text/plain', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const queue = createBeaconQueue({
      sendBeacon,
      fetch: () => Promise.reject(new Error('unused')),
    });
    expect(PAGE_SPEED_RECORDS_PATH).toBe('/api/1/performance/records');
    expect(await sendPageSpeedPayload(queue, '[{"a":"x"}]')).toBe('beacon');
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/1/performance/records');
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('text/plain;charset=utf-8');
  });

  it('falls back to a text/plain fetch (the XHR delivery)', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 204 }));
    const queue = createBeaconQueue({ sendBeacon: false, fetch });
    expect(await sendPageSpeedPayload(queue, '[1]')).toBe('xhr');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: '[1]',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  });

  it("rejects with 'no payload' for an empty payload, sending nothing", async () => {
    const fetch = vi.fn<FetchLike>();
    const queue = createBeaconQueue({ sendBeacon: false, fetch });
    expect(NO_PAYLOAD_MESSAGE).toBe('no payload');
    await expect(sendPageSpeedPayload(queue, '')).rejects.toThrow('no payload');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects with 'XHR request DONE with unexpected status: N' for an answer outside 2xx", async () => {
    const queue = createBeaconQueue({
      sendBeacon: false,
      fetch: async () => new Response('', { status: 502 }),
    });
    await expect(sendPageSpeedPayload(queue, '[1]')).rejects.toThrow(
      'XHR request DONE with unexpected status: 502',
    );
  });

  it('rejects with the network error', async () => {
    const offline = new TypeError('Failed to fetch');
    const queue = createBeaconQueue({ sendBeacon: false, fetch: () => Promise.reject(offline) });
    await expect(sendPageSpeedPayload(queue, '[1]')).rejects.toBe(offline);
  });
});
