import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue } from '../beacon-queue/create-beacon-queue';
import {
  createLogger,
  LOGGER_FLUSH_INTERVAL_MS,
  LOGGER_MAX_PENDING,
  type LogItem,
  TRACE_FIELD,
} from './create-logger';

let beacons: { url: string; body: Promise<string> }[];

function setup() {
  beacons = [];
  const lifecycle = {
    window: new EventTarget(),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
  };
  const queue = createBeaconQueue({
    ...lifecycle,
    fetch: () => Promise.reject(new Error('unused')),
    sendBeacon: (url, data) => {
      beacons.push({ url, body: data.text() });
      return true;
    },
  });
  return { logger: createLogger({ queue, now: () => 1_700_000_000_000 }), lifecycle };
}

const items = async (index = 0) =>
  JSON.parse(new URLSearchParams(await beacons[index]?.body).get(TRACE_FIELD) ?? '') as LogItem[];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createLogger (spec 000 §7, §9)', () => {
  it('flushes every 30 s (LIMITS.logger.flushIntervalMs)', () => {
    expect(LOGGER_FLUSH_INTERVAL_MS).toBe(30_000);
    expect(LOGGER_FLUSH_INTERVAL_MS).toBe(LIMITS.logger.flushIntervalMs);
  });

  it('posts the items to Trace as one form field holding a JSON array, every 30 s', async () => {
    const { logger } = setup();
    logger.info('gallery ready', { slides: 12 });
    logger.warn('slow image');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/events/Trace']);
    const form = new URLSearchParams(await beacons[0]?.body);
    expect([...form.keys()]).toEqual([TRACE_FIELD]);
    expect(await items()).toEqual([
      {
        level: 'info',
        message: 'gallery ready',
        data: { slides: 12 },
        timestamp: 1_700_000_000_000,
      },
      { level: 'warn', message: 'slow image', timestamp: 1_700_000_000_000 },
    ]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beacons).toHaveLength(1); // nothing new: nothing sent
    logger.error('later');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beacons).toHaveLength(2);
  });

  it('flushes on page hide', async () => {
    const { logger, lifecycle } = setup();
    logger.debug('bye');
    lifecycle.document.visibilityState = 'hidden';
    lifecycle.document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    expect((await items())[0]?.message).toBe('bye');
  });

  it('splits what waits into requests under 64 KiB', async () => {
    const { logger } = setup();
    for (let i = 0; i < 8; i++) logger.info(`${i}`.padEnd(20_000, '.'));
    logger.flush();
    expect(beacons.length).toBeGreaterThan(1);
    const all = (await Promise.all(beacons.map((_, i) => items(i)))).flat();
    expect(all.map((item) => item.message[0])).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it(`keeps at most ${LOGGER_MAX_PENDING} items between flushes and counts the dropped ones`, () => {
    const { logger } = setup();
    for (let i = 0; i < LOGGER_MAX_PENDING + 7; i++) logger.log('debug', `m${i}`);
    expect(logger.pending).toBe(LOGGER_MAX_PENDING);
    expect(logger.dropped).toBe(7);
  });

  it('sends data that JSON cannot hold as text, and never throws', async () => {
    const { logger } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => logger.info('cyclic', cyclic)).not.toThrow();
    expect(() => logger.info('bigint', 10n)).not.toThrow();
    logger.flush();
    expect((await items()).map((item) => item.data)).toEqual(['[object Object]', '10']);
  });

  it('flushes on destroy, then stops its timer and ignores later items', async () => {
    const { logger } = setup();
    logger.info('last');
    logger.destroy();
    expect(beacons).toHaveLength(1);
    logger.info('too late');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beacons).toHaveLength(1);
  });
});
