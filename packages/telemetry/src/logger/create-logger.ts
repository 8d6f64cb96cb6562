import type { LIMITS } from '@vitrine/core-data/constants';
import { encodeForm } from '@vitrine/core-data/data-layer';
import { type BeaconQueue, createBeaconQueue } from '../beacon-queue/create-beacon-queue';
import { splitBatches } from '../beacon-queue/split-batches';

/** The logger flushes every 30 s and on page hide (spec 000 §7, §9). */
export const LOGGER_FLUSH_INTERVAL_MS: typeof LIMITS.logger.flushIntervalMs = 30_000;
/** The endpoint of spec 000 §7. */
export const TRACE_PATH = '/api/events/Trace';
/** The form field holding the JSON array of log items; the spec does not name it. */
export const TRACE_FIELD = 'items';
/**
 * Items kept between two flushes; later ones are dropped and counted (the spec gives no cap, but
 * a loop that logs must not grow the page's memory without end).
 */
export const LOGGER_MAX_PENDING = 500;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One log item of the Trace array. */
export interface LogItem {
  level: LogLevel;
  message: string;
  data?: unknown;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export interface LoggerOptions {
  /** Shared transport; a private one is created without it. */
  queue?: BeaconQueue;
  /** Clock, in milliseconds since the epoch. */
  now?: () => number;
}

/** The logger: essential, not gated by consent (see the README). No method throws. */
export interface Logger {
  log(level: LogLevel, message: string, data?: unknown): void;
  debug(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
  /** Posts what waits now, in as many requests as the 64 KiB budget needs. */
  flush(): void;
  readonly pending: number;
  /** Items dropped because LOGGER_MAX_PENDING were already waiting. */
  readonly dropped: number;
  /** Flushes, stops the timer and drops later items. */
  destroy(): void;
}

const encode = (items: LogItem[]) =>
  encodeForm({ [TRACE_FIELD]: JSON.stringify(items) }).toString();

/**
 * Creates the logger (spec 000 §7, §9): log items wait in memory and are posted to Trace as one
 * form field holding a JSON array, every 30 s and on page hide.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const queue = options.queue ?? createBeaconQueue();
  const now = options.now ?? Date.now;
  let items: LogItem[] = [];
  let dropped = 0;
  let destroyed = false;

  const flush = () => {
    try {
      if (items.length === 0) return;
      const batch = items;
      items = [];
      for (const body of splitBatches(batch, encode)) {
        void queue.send({
          url: TRACE_PATH,
          body,
          contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        });
      }
    } catch {
      // Logging must never become a page error.
    }
  };

  const log = (level: LogLevel, message: string, data?: unknown) => {
    try {
      if (destroyed) return;
      if (items.length >= LOGGER_MAX_PENDING) {
        dropped += 1;
        return;
      }
      const item: LogItem = { level, message: String(message), timestamp: now() };
      if (data !== undefined) {
        try {
          JSON.stringify(data);
          item.data = data;
        } catch {
          item.data = String(data); // a cycle or a BigInt is sent as text
        }
      }
      items.push(item);
    } catch {
      // Logging must never become a page error.
    }
  };

  const interval = setInterval(flush, LOGGER_FLUSH_INTERVAL_MS);
  const removeFlushHook = queue.onFlush(flush);

  return {
    log,
    debug: (message, data) => log('debug', message, data),
    info: (message, data) => log('info', message, data),
    warn: (message, data) => log('warn', message, data),
    error: (message, data) => log('error', message, data),
    flush,
    get pending() {
      return items.length;
    },
    get dropped() {
      return dropped;
    },
    destroy() {
      if (destroyed) return;
      flush();
      destroyed = true;
      clearInterval(interval);
      removeFlushHook();
    },
  };
}
