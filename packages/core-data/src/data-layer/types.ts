/** Types of the generic data layer (spec 000 §7 "Generic data layer", §8 "Data layer"). */

/** HTTP methods the data layer offers (spec 000 §7). */
export type DataLayerMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Keys of the French data-layer messages (`dataLayerMessages` in `@vitrine/i18n-fr/common`). */
export type DataLayerMessageKey =
  | 'unauthorized'
  | 'internal'
  | 'unavailable'
  | 'connection'
  | 'invalidJson'
  | 'crumb';

export type DataLayerMessages = Readonly<Record<DataLayerMessageKey, string>>;

/**
 * Why a call failed: the transport codes of spec 000 §8 (`unauthorized`, `internal`,
 * `unavailable`, `connection`), an unparsable answer (`invalidJson`), an answer carrying
 * error, message or billingErrorCode (`server`), or a second crumbFail (`crumb`).
 */
export type DataLayerErrorCode = DataLayerMessageKey | 'server';

export interface DataLayerError {
  code: DataLayerErrorCode;
  /** HTTP status, when an answer was received. */
  status?: number;
  /** Text to show the visitor. */
  message: string;
  /** The parsed JSON answer, when there was one (forms read `data.errors` and `data.error`). */
  data?: unknown;
  /** For a `connection` failure without an answer: what was thrown (network error, abort, timeout). */
  cause?: unknown;
}

export type DataLayerResult<T = unknown> =
  | { ok: true; status: number; data: T }
  | { ok: false; error: DataLayerError };

/** Values of `params` and of form-encoded bodies; objects and arrays go out as JSON. */
export type DataLayerValues = Readonly<Record<string, unknown>>;

export interface DataLayerRequestOptions {
  /** Query-string parameters, encoded like a form body; the crumb is added to them. */
  params?: DataLayerValues;
  /**
   * Request body (POST and PUT only). With `json` it is sent as JSON; otherwise a plain object is
   * form-encoded and anything else (FormData, URLSearchParams, Blob, string) is sent as it is.
   */
  body?: unknown;
  /** Send `body` as `application/json` instead of form-encoded (spec 000 §7). */
  json?: boolean;
  /** Extra attempts after a network or 5xx failure, spaced by `retryDelayMs` (spec 000 §8). */
  retries?: number;
  /** Aborts the call; an aborted call fails with `connection` and is not retried. */
  signal?: AbortSignal;
  /** Headers for this call only, over the data layer's own. */
  headers?: Readonly<Record<string, string>>;
}

/** The only part of `fetch` the data layer uses, so `window.fetch` and test fakes both fit. */
export type DataLayerFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface DataLayerOptions {
  /** Defaults to `globalThis.fetch`, looked up at each call. */
  fetch?: DataLayerFetch;
  /** Origin (or base URL) the paths are resolved against; '' keeps them relative (same origin). */
  baseUrl?: string;
  /** The crumb token, or a function reading the current one; defaults to the `crumb` cookie. */
  crumb?: string | (() => string | undefined);
  /** Called on a crumbFail answer before the single retry; defaults to deleting the `crumb` cookie. */
  resetCrumb?: () => void;
  /** Texts of the errors; defaults to `dataLayerMessages` of `@vitrine/i18n-fr/common`. */
  messages?: DataLayerMessages;
  /** Headers sent on every call; change them later with `setHeader`. */
  headers?: Readonly<Record<string, string>>;
  /** Wait between retries, 200 ms by default (spec 000 §8). */
  retryDelayMs?: number;
  /** Aborts each attempt after this many milliseconds; a timeout is a transport failure. */
  timeoutMs?: number;
}

interface DataLayerRequestInfo {
  method: DataLayerMethod;
  path: string;
}

/** Detail of the `login-required` and `authorization-fail` events: the answer that raised them. */
export interface DataLayerAnswerEvent extends DataLayerRequestInfo {
  status: number;
  data: Readonly<Record<string, unknown>>;
}

/** Detail of the `error` event, sent for every failed result (for the error reporter). */
export interface DataLayerErrorEvent extends DataLayerRequestInfo {
  error: DataLayerError;
}

export interface DataLayerEventMap {
  'login-required': DataLayerAnswerEvent;
  'authorization-fail': DataLayerAnswerEvent;
  error: DataLayerErrorEvent;
}

export type DataLayerEvent = keyof DataLayerEventMap;

export type DataLayerCall = <T = unknown>(
  path: string,
  options?: DataLayerRequestOptions,
) => Promise<DataLayerResult<T>>;

export interface DataLayer {
  get: DataLayerCall;
  post: DataLayerCall;
  put: DataLayerCall;
  delete: DataLayerCall;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends DataLayerEvent>(
    event: E,
    handler: (detail: DataLayerEventMap[E]) => void,
  ): () => void;
  /** Sets (or, with `undefined`, removes) a header sent on every later call, e.g. the xsrfToken. */
  setHeader(name: string, value: string | undefined): void;
}
