import { PageSpeedEventKind } from '@vitrine/core-data/enums';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_IS_EMPTY_MESSAGE,
  encodePageSpeedEvents,
  PAGE_SPEED_EVENT_KEYS,
  type PageSpeedEvent,
} from './encode-page-speed-events';

const event = (
  data: Record<string, unknown>,
  kind: PageSpeedEvent['event'] = 'user',
): PageSpeedEvent => ({
  app: 'vitrine',
  data,
  event: kind,
  pageLoadId: 'pl-1',
  ts: 1_700_000_000_000,
});

describe('encodePageSpeedEvents (spec 001 §7)', () => {
  it('encodes app, data, event, pageLoadId and ts with short keys', () => {
    expect(PAGE_SPEED_EVENT_KEYS).toEqual({
      app: 'a',
      data: 'd',
      event: 'e',
      pageLoadId: 'p',
      ts: 't',
    });
    expect(PageSpeedEventKind.values).toEqual(['page_speed', 'user']);
    const payload = encodePageSpeedEvents([
      event({ metrics: { lcp: 1200, fid: undefined } }, 'page_speed'),
      event({ name: 'hero', value: 420 }),
    ]);
    expect(JSON.parse(payload as string)).toEqual([
      {
        a: 'vitrine',
        d: { metrics: { lcp: 1200 } },
        e: 'page_speed',
        p: 'pl-1',
        t: 1_700_000_000_000,
      },
      { a: 'vitrine', d: { name: 'hero', value: 420 }, e: 'user', p: 'pl-1', t: 1_700_000_000_000 },
    ]);
  });

  it("gives Error('Data is empty') when no event has data", () => {
    expect(DATA_IS_EMPTY_MESSAGE).toBe('Data is empty');
    for (const events of [
      [],
      [event({})],
      [event({}), event(undefined as unknown as Record<string, unknown>)],
    ]) {
      const result = encodePageSpeedEvents(events);
      expect(result).toBeInstanceOf(Error);
      expect((result as Error).message).toBe('Data is empty');
    }
  });

  it('leaves out the events without data', () => {
    expect(
      JSON.parse(encodePageSpeedEvents([event({}), event({ name: 'x', value: 1 })]) as string),
    ).toHaveLength(1);
  });

  it('property: encoded events decode back to the envelope', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string(),
            value: fc.double({ noNaN: true, noDefaultInfinity: true }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (timings) => {
          const decoded = JSON.parse(
            encodePageSpeedEvents(timings.map((data) => event(data))) as string,
          ) as {
            d: { name: string; value: number };
          }[];
          expect(decoded.map((entry) => entry.d.name)).toEqual(
            timings.map((timing) => timing.name),
          );
        },
      ),
    );
  });
});
