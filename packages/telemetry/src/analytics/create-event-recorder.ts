import { readCookie } from '@vitrine/core-data/cookies';
import { encodeForm } from '@vitrine/core-data/data-layer';
import {
  type BeaconQueue,
  createBeaconQueue,
  type Delivery,
} from '../beacon-queue/create-beacon-queue';
import { isTrackingAllowed, type TrackingConsent } from '../shared/when-tracking-allowed';

/** The own-origin event endpoint (spec 000 §7, spec 001 §7). */
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export interface EventRecorderOptions {
  queue?: BeaconQueue;
  /** Absent: tracking allowed. Events recorded while it refuses are dropped. */
  consent?: TrackingConsent;
  /** The crumb token; defaults to the `crumb` cookie, read at each call. */
  crumb?: () => string | undefined;
}

export interface EventRecorder {
  /**
   * Posts form-encoded `crumb`, `event` and `data` (the JSON text of `{ eventName, payload }`) to
   * RecordEvent. Never rejects.
   */
  record(event: string, eventName: string, payload?: Record<string, unknown>): Promise<Delivery>;
}

/** Creates the RecordEvent sender (spec 000 §7). */
export function createEventRecorder(options: EventRecorderOptions = {}): EventRecorder {
  const queue = options.queue ?? createBeaconQueue();
  const crumb = options.crumb ?? (() => readCookie('crumb'));
  return {
    async record(event, eventName, payload = {}) {
      try {
        if (!isTrackingAllowed(options.consent)) return { ok: false, error: 'consent' };
        const body = encodeForm({
          crumb: crumb(),
          event,
          data: JSON.stringify({ eventName, payload }),
        }).toString();
        return await queue.send({
          url: RECORD_EVENT_PATH,
          body,
          contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        });
      } catch (cause) {
        return { ok: false, error: 'network', cause };
      }
    },
  };
}
