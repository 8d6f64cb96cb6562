import type { LIMITS } from '@vitrine/core-data/constants';
import { readCookie } from '@vitrine/core-data/cookies';
import { type BeaconQueue, createBeaconQueue } from '../beacon-queue/create-beacon-queue';
import { splitBatches } from '../beacon-queue/split-batches';
import type { ErrorDetails, ErrorSink } from '../shared/error-sink';

/** At most 20 sends per page (spec 000 §9). */
export const ERROR_REPORTER_MAX_SENDS: typeof LIMITS.errorReporter.maxSendsPerPage = 20;
/** At most 10 distinct errors wait for a send (spec 000 §9). */
export const ERROR_REPORTER_QUEUE_CAP: typeof LIMITS.errorReporter.queueCap = 10;
/** Stacks are trimmed to 5000 characters (spec 000 §9). */
export const ERROR_REPORTER_STACK_MAX_LENGTH: typeof LIMITS.errorReporter.stackMaxLength = 5000;
/** Sends are debounced by 1 s (spec 000 §7, §9). */
export const ERROR_REPORTER_DEBOUNCE_MS: typeof LIMITS.errorReporter.debounceMs = 1000;

/** The endpoint of spec 000 §7. */
export const RECORD_JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/** Event name of a reported error when the caller gives none. */
export const JAVASCRIPT_ERROR_EVENT = 'javascript-error';
/** Event name of an unhandled promise rejection caught by `captureGlobalErrors`. */
export const UNHANDLED_REJECTION_EVENT = 'unhandled-rejection';

/** One entry of the JSON array posted to RecordJavascriptErrors (spec 000 §7). */
export interface ErrorRecord {
  event: string;
  data: {
    message: string;
    name?: string;
    stack?: string;
    /** How many times this error was reported while it waited (duplicates collapsed). */
    count: number;
    [field: string]: unknown;
  };
  /** When it was first reported, in milliseconds since the epoch. */
  timestamp: number;
}

export interface ErrorReporterOptions {
  /** Shared transport; a private one is created without it. */
  queue?: BeaconQueue;
  /** The crumb (CSRF) token; defaults to the `crumb` cookie, read at each send. */
  crumb?: () => string | undefined;
  /** The header carrying the crumb; the spec does not name it. */
  crumbHeader?: string;
  /** Listens to `error` and `unhandledrejection` on this target (usually `window`). */
  captureGlobalErrors?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Clock, in milliseconds since the epoch. */
  now?: () => number;
}

/** The error reporter: essential, not gated by consent (see the README). Never throws. */
export interface ErrorReporter extends ErrorSink {
  /** Queues an error (collapsed with an identical one already waiting); sent 1 s after the last new one. */
  report(error: unknown, details?: ErrorDetails): void;
  /** Sends what waits now (page hide does this through the queue). */
  flush(): void;
  /** Sends made so far (at most 20). */
  readonly sends: number;
  /** Distinct errors waiting. */
  readonly pending: number;
  /** Flushes, then stops listening and drops later reports. */
  destroy(): void;
}

/** The header the crumb goes in unless `crumbHeader` says otherwise. */
export const DEFAULT_CRUMB_HEADER = 'X-CSRF-Token';

function describe(error: unknown): { message: string; name?: string; stack?: string } {
  if (
    error instanceof Error ||
    (typeof error === 'object' && error !== null && 'message' in error)
  ) {
    const { message, name, stack } = error as {
      message?: unknown;
      name?: unknown;
      stack?: unknown;
    };
    return {
      message: String(message),
      name: typeof name === 'string' ? name : undefined,
      stack:
        typeof stack === 'string' ? stack.slice(0, ERROR_REPORTER_STACK_MAX_LENGTH) : undefined,
    };
  }
  try {
    return {
      message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)),
    };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Creates the error reporter (spec 000 §7, §9): errors are posted to RecordJavascriptErrors as a
 * JSON array of `{ event, data, timestamp }` with the crumb header, debounced by 1 s, at most 10
 * distinct errors per send (identical ones are counted, not repeated), at most 20 sends per page,
 * stacks trimmed to 5000 characters. A batch over the 64 KiB budget is split, and each part
 * counts as a send.
 */
export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const queue = options.queue ?? createBeaconQueue();
  const now = options.now ?? Date.now;
  const crumb = options.crumb ?? (() => readCookie('crumb'));
  const crumbHeader = options.crumbHeader ?? DEFAULT_CRUMB_HEADER;
  const waiting = new Map<string, ErrorRecord>();
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;

  const flush = () => {
    try {
      clearTimeout(timer);
      timer = undefined;
      if (waiting.size === 0) return;
      const records = [...waiting.values()];
      waiting.clear();
      const token = crumb();
      for (const body of splitBatches(records, (batch) => JSON.stringify(batch))) {
        if (sends >= ERROR_REPORTER_MAX_SENDS) return;
        sends += 1;
        void queue.send({
          url: RECORD_JAVASCRIPT_ERRORS_PATH,
          body,
          contentType: 'application/json',
          headers: token ? { [crumbHeader]: token } : undefined,
          beacon: false, // the crumb goes in a header, which a beacon cannot carry
        });
      }
    } catch {
      // Reporting must never become a page error.
    }
  };

  const report = (error: unknown, details: ErrorDetails = {}) => {
    try {
      if (destroyed || sends >= ERROR_REPORTER_MAX_SENDS) return;
      const described = describe(error);
      const event = details.event ?? JAVASCRIPT_ERROR_EVENT;
      const key = JSON.stringify([event, described.message, described.stack]);
      const known = waiting.get(key);
      if (known) {
        known.data.count += 1; // duplicates collapse and do not push the debounce back
        return;
      }
      if (waiting.size >= ERROR_REPORTER_QUEUE_CAP) return;
      const record: ErrorRecord = {
        event,
        data: { ...details.data, ...described, count: 1 },
        timestamp: now(),
      };
      try {
        JSON.stringify(record);
      } catch {
        record.data = { ...described, count: 1 }; // extra data that cannot be sent (a cycle) is dropped
      }
      waiting.set(key, record);
      clearTimeout(timer);
      timer = setTimeout(flush, ERROR_REPORTER_DEBOUNCE_MS);
    } catch {
      // Reporting must never become a page error.
    }
  };

  const target = options.captureGlobalErrors;
  const onError = (event: Event) => {
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    report(error ?? message, { data: { filename, line: lineno, column: colno } });
  };
  const onRejection = (event: Event) => {
    report((event as PromiseRejectionEvent).reason, { event: UNHANDLED_REJECTION_EVENT });
  };
  target?.addEventListener('error', onError);
  target?.addEventListener('unhandledrejection', onRejection);
  const removeFlushHook = queue.onFlush(flush);

  return {
    report,
    flush,
    get sends() {
      return sends;
    },
    get pending() {
      return waiting.size;
    },
    destroy() {
      if (destroyed) return;
      flush();
      destroyed = true;
      removeFlushHook();
      target?.removeEventListener('error', onError);
      target?.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
