import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue } from '../beacon-queue/create-beacon-queue';
import { createFakeCookieDocument } from '../testing/fake-cookie-document';
import { createEventRecorder, RECORD_EVENT_PATH } from './create-event-recorder';

afterEach(() => {
  vi.unstubAllGlobals();
});

function capture() {
  const beacons: { url: string; body: Promise<string> }[] = [];
  const queue = createBeaconQueue({
    fetch: () => Promise.reject(new Error('unused')),
    sendBeacon: (url, data) => {
      beacons.push({ url, body: data.text() });
      return true;
    },
  });
  return { beacons, queue };
}

describe('createEventRecorder (RecordEvent, spec 000 §7)', () => {
  it('posts the form-encoded crumb (from the cookie), event, and data as JSON text of eventName and payload', async () => {
    const doc = createFakeCookieDocument();
    doc.seed('crumb', 'c-9');
    vi.stubGlobal('document', doc);
    const { beacons, queue } = capture();
    await createEventRecorder({ queue }).record('frontend', 'gallery_open', { slide: 3 });
    expect(RECORD_EVENT_PATH).toBe('/api/events/RecordEvent');
    expect(beacons[0]?.url).toBe('/api/events/RecordEvent');
    const form = new URLSearchParams(await beacons[0]?.body);
    expect([...form]).toEqual([
      ['crumb', 'c-9'],
      ['event', 'frontend'],
      ['data', '{"eventName":"gallery_open","payload":{"slide":3}}'],
    ]);
  });

  it('drops events while tracking is not allowed', async () => {
    const { beacons, queue } = capture();
    const recorder = createEventRecorder({
      queue,
      consent: { allowsTracking: () => false, subscribe: () => () => {} },
    });
    expect(await recorder.record('e', 'n')).toEqual({ ok: false, error: 'consent' });
    expect(beacons).toEqual([]);
  });

  it('never rejects', async () => {
    const { queue } = capture();
    const recorder = createEventRecorder({
      queue,
      crumb: () => {
        throw new Error('no cookies here');
      },
    });
    expect(await recorder.record('e', 'n')).toMatchObject({ ok: false, error: 'network' });
  });
});
