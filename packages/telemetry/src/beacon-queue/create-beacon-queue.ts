/**
 * The browser's keepalive quota: at most 64 KiB of beacon and keepalive-fetch bodies in flight
 * per page (Fetch standard, "keepalive"; sendBeacon shares it). One budget for every sender.
 */
export const BEACON_MAX_BYTES = 65_536;

/** One request a sender hands to the queue; the body is already encoded. */
export interface OutgoingRequest {
  url: string;
  /** Defaults to POST. GET requests never go by beacon. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Content type of `body`, e.g. 'application/json'. */
  contentType?: string;
  /** Extra headers: a request that carries them (even `{}`) cannot go by beacon. */
  headers?: Record<string, string>;
  /** Content type of a beacon body when it differs (a CORS-safelisted one for other origins). */
  beaconContentType?: string;
  /** May go by `navigator.sendBeacon` (default true); the answer is then unknown. */
  beacon?: boolean;
  /** Aborts a fetch after this many milliseconds (the delivery fails with `timeout`). */
  timeoutMs?: number;
}

/** Why a delivery failed. */
export type DeliveryError =
  /** The server answered outside 2xx (`status` holds the code). */
  | 'status'
  /** fetch rejected (offline, CORS, DNS…). */
  | 'network'
  /** `timeoutMs` passed without an answer. */
  | 'timeout'
  /** Neither sendBeacon nor fetch exists here. */
  | 'unavailable'
  /** The queue was destroyed before the request left. */
  | 'destroyed'
  /** The sender did not send: tracking is not allowed (consent). */
  | 'consent'
  /** The sender did not send: its rules exclude this page or call (census, budgets). */
  | 'skipped';

/** What became of a request. Deliveries never reject: failures are values. */
export type Delivery =
  | { ok: true; via: 'beacon' }
  | { ok: true; via: 'fetch'; status: number; response: Response }
  | { ok: false; error: DeliveryError; status?: number; response?: Response; cause?: unknown };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
export type SendBeaconLike = (url: string, data: Blob) => boolean;

/** The page events the queue listens to (window and document, or fakes in tests). */
export interface PageLifecycleTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface BeaconQueueOptions {
  /** Defaults to `globalThis.fetch`, looked up at each send. */
  fetch?: FetchLike;
  /**
   * Defaults to `navigator.sendBeacon`, looked up at each send; `false` sends everything by
   * fetch (keepalive).
   */
  sendBeacon?: SendBeaconLike | false;
  /** Listened to for `pagehide`; defaults to `window` when there is one. */
  window?: PageLifecycleTarget;
  /** Listened to for `visibilitychange` to hidden; defaults to `document`. */
  document?: PageLifecycleTarget & { visibilityState?: string };
  /** Bytes of keepalive bodies in flight at once; defaults to BEACON_MAX_BYTES. */
  budgetBytes?: number;
}

/** The one transport every telemetry sender of a page shares. */
export interface BeaconQueue {
  /**
   * Sends `request` in order: by beacon when allowed and accepted, else by fetch (keepalive while
   * the budget has room, otherwise it waits for room). Never rejects.
   */
  send(request: OutgoingRequest): Promise<Delivery>;
  /** Whether a beacon can be tried (a sendBeacon function exists). */
  canBeacon(): boolean;
  /** Registers a sender's "hand over what you hold" hook, run by flush(); returns its remover. */
  onFlush(hook: () => void): () => void;
  /** Runs every flush hook; called on page hide (visibilitychange to hidden, pagehide). */
  flush(): void;
  /** Stops listening to the page; waiting requests resolve with `destroyed`. */
  destroy(): void;
}

interface Job {
  request: OutgoingRequest;
  size: number;
  resolve(delivery: Delivery): void;
}

/** The beacon function to use: the option's, the browser's, or none (`sendBeacon: false`). */
function beaconOf(options: BeaconQueueOptions): SendBeaconLike | undefined {
  const nav = globalThis.navigator as Navigator | undefined;
  return options.sendBeacon === false
    ? undefined
    : (options.sendBeacon ?? (nav?.sendBeacon && ((url, data) => nav.sendBeacon(url, data))));
}

/**
 * Sends a request by fetch, with credentials (spec 000 §7), aborted after its `timeoutMs`; the
 * delivery it comes to, never a rejection.
 */
function fetchDelivery(
  fetchFunction: FetchLike,
  request: OutgoingRequest,
  keepalive: boolean,
): Promise<Delivery> {
  // Only the timer aborts the controller: an aborted signal means the request timed out.
  const controller = new AbortController();
  const timer =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => controller.abort(), request.timeoutMs);
  // The executor turns a fetch that throws at once into a rejection.
  return new Promise<Response>((done) =>
    done(
      fetchFunction(request.url, {
        method: request.method ?? 'POST',
        body: request.body,
        // Without a content type, fetch labels a string body text/plain itself.
        headers: request.contentType
          ? { 'Content-Type': request.contentType, ...request.headers }
          : request.headers,
        credentials: 'include', // spec 000 §7: all calls are made with credentials
        keepalive,
        signal: controller.signal,
      }),
    ),
  )
    .then(
      (response): Delivery =>
        response.ok
          ? { ok: true, via: 'fetch', status: response.status, response }
          : { ok: false, error: 'status', status: response.status, response },
      (cause: unknown): Delivery => ({
        ok: false,
        error: controller.signal.aborted ? 'timeout' : 'network',
        cause,
      }),
    )
    .finally(() => clearTimeout(timer));
}

/**
 * Creates the shared beacon queue: one FIFO and one keepalive budget for the census, the error
 * reporter, the logger, page speed, analytics and the tracking beacon. No page access until a
 * request is sent, except the page-hide listeners it adds.
 */
export function createBeaconQueue(options: BeaconQueueOptions = {}): BeaconQueue {
  const budget = options.budgetBytes ?? BEACON_MAX_BYTES;
  const win = options.window ?? (globalThis.window as PageLifecycleTarget | undefined);
  const doc = options.document ?? globalThis.document;
  const jobs: Job[] = [];
  const hooks = new Set<() => void>();
  let inFlight = 0;
  let destroyed = false;

  // Starts the head job if it can leave now; false when it must wait for budget.
  const start = ({ request, size, resolve }: Job): boolean => {
    const beacon = beaconOf(options);
    try {
      if (
        beacon &&
        request.method !== 'GET' &&
        request.beacon !== false &&
        !request.headers &&
        size <= budget &&
        beacon(
          request.url,
          new Blob([request.body ?? ''], {
            type: request.beaconContentType ?? request.contentType,
          }),
        )
      ) {
        resolve({ ok: true, via: 'beacon' });
        return true;
      }
    } catch {
      // A browser refusing the beacon (a content type, the quota): fetch takes over.
    }
    const fetchFunction = options.fetch ?? globalThis.fetch;
    if (!fetchFunction) {
      resolve({ ok: false, error: 'unavailable' });
      return true;
    }
    // A body that fits the budget waits for room rather than lose keepalive; a larger one can
    // never be kept alive and goes as a plain fetch at once.
    const keepalive = inFlight + size <= budget;
    if (!keepalive && size <= budget) return false;
    const held = keepalive ? size : 0;
    inFlight += held;
    void fetchDelivery(fetchFunction, request, keepalive).then((delivery) => {
      inFlight -= held;
      resolve(delivery);
      drain();
    });
    return true;
  };

  function drain() {
    while (jobs.length > 0 && !destroyed) {
      const job = jobs[0] as Job;
      if (!start(job)) return;
      jobs.shift();
    }
  }

  const flush = () => {
    // Every hook is a sender's own guarded flush, so one cannot stop the others.
    for (const hook of [...hooks]) hook();
  };
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') flush();
  };
  win?.addEventListener?.('pagehide', flush);
  doc?.addEventListener?.('visibilitychange', onVisibility);

  return {
    send(request) {
      return new Promise<Delivery>((resolve) => {
        if (destroyed) return resolve({ ok: false, error: 'destroyed' });
        jobs.push({ request, size: new Blob([request.body ?? '']).size, resolve });
        drain();
      });
    },
    canBeacon: () => !!beaconOf(options),
    onFlush(hook) {
      hooks.add(hook);
      return () => {
        hooks.delete(hook);
      };
    },
    flush,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      win?.removeEventListener?.('pagehide', flush);
      doc?.removeEventListener?.('visibilitychange', onVisibility);
      hooks.clear();
      for (const job of jobs.splice(0)) job.resolve({ ok: false, error: 'destroyed' });
    },
  };
}
