import type { PageSpeedDeliveryType } from '@vitrine/core-data/enums';
import type { BeaconQueue } from '../beacon-queue/create-beacon-queue';

/** The records endpoint (spec 001 §7). */
export const PAGE_SPEED_RECORDS_PATH = '/api/1/performance/records';
/** Rejection of a send without payload (spec 001 §8). */
export const NO_PAYLOAD_MESSAGE = 'no payload';

/**
 * Posts an encoded payload by beacon, else as text/plain through fetch (the XHR of spec 001 §7).
 * Resolves the delivery type; rejects with Error('no payload') for an empty payload and with
 * Error('XHR request DONE with unexpected status: N') for an answer outside 2xx.
 */
export async function sendPageSpeedPayload(
  queue: BeaconQueue,
  payload: string,
  url: string = PAGE_SPEED_RECORDS_PATH,
): Promise<PageSpeedDeliveryType> {
  if (!payload) throw new Error(NO_PAYLOAD_MESSAGE);
  const delivery = await queue.send({
    url,
    body: payload,
    contentType: 'text/plain;charset=UTF-8',
  });
  if (delivery.ok) return delivery.via === 'beacon' ? 'beacon' : 'xhr';
  throw delivery.status !== undefined
    ? new Error(`XHR request DONE with unexpected status: ${delivery.status}`)
    : (delivery.cause ?? new Error(delivery.error));
}
