import type { PageSpeedEventKind } from '@vitrine/core-data/enums';

/** One event of the records payload before encoding (spec 001 §7). */
export interface PageSpeedEvent {
  app: string;
  data: Record<string, unknown>;
  event: PageSpeedEventKind;
  pageLoadId: string;
  /** Milliseconds since the epoch. */
  ts: number;
}

/** Error when encoding leaves no event with data (spec 001 §8). */
export const DATA_IS_EMPTY_MESSAGE = 'Data is empty';

/**
 * The short keys of an encoded event (spec 001 §7: app, data, event, pageLoadId, ts). The record
 * inside `data` keeps its field names, so it reads the same on both ends.
 */
export const PAGE_SPEED_EVENT_KEYS = {
  app: 'a',
  data: 'd',
  event: 'e',
  pageLoadId: 'p',
  ts: 't',
} as const satisfies Record<keyof PageSpeedEvent, string>;

/**
 * Encodes events as the JSON array posted to the records endpoint, with short envelope keys.
 * Events without data are left out; an Error('Data is empty') when none is left.
 */
export function encodePageSpeedEvents(events: readonly PageSpeedEvent[]): string | Error {
  // The literal keys are PAGE_SPEED_EVENT_KEYS (checked by the satisfies clause).
  const encoded = events
    .filter((event) => Object.keys(event.data ?? {}).length > 0)
    .map(
      (event) =>
        ({
          a: event.app,
          d: event.data,
          e: event.event,
          p: event.pageLoadId,
          t: event.ts,
        }) satisfies Record<(typeof PAGE_SPEED_EVENT_KEYS)[keyof PageSpeedEvent], unknown>,
    );
  // JSON leaves undefined fields out, so absent metrics cost nothing on the wire.
  return encoded.length > 0 ? JSON.stringify(encoded) : new Error(DATA_IS_EMPTY_MESSAGE);
}
