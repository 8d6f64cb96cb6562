import { createEmitter } from './create-emitter';
import { encodeForm } from './encode-form';
import { dataLayerError, isRetryableStatus, transportError } from './transport-error';
import type {
  DataLayer,
  DataLayerEventMap,
  DataLayerMessages,
  DataLayerMethod,
  DataLayerOptions,
  DataLayerRequestOptions,
  DataLayerResult,
  DataLayerValues,
} from './types';

/** Spec 000 §8: the optional retries of a failed call are spaced by 200 ms. */
export const DATA_LAYER_RETRY_DELAY_MS = 200;

/** Spec 000 §7: every call carries the crumb token in its query string, under this name. */
const CRUMB_PARAM = 'crumb';

/** The options of `createDataLayer` once its defaults (cookie, French messages) are filled in. */
export interface DataLayerCoreOptions extends Omit<DataLayerOptions, 'resetCrumb' | 'messages'> {
  resetCrumb: () => void;
  messages: DataLayerMessages;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** The call's address: the path, its parameters and the crumb, against the base URL if any. */
function buildUrl(
  options: DataLayerCoreOptions,
  path: string,
  params: DataLayerValues = {},
): string {
  const query = encodeForm(params);
  const crumb = typeof options.crumb === 'function' ? options.crumb() : options.crumb;
  if (crumb) query.set(CRUMB_PARAM, crumb);
  const search = query.toString();
  const url = search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
  // Without a base URL the path stays relative, so the browser resolves it against the page.
  return options.baseUrl ? new URL(url, options.baseUrl).href : url;
}

/** The call's method, body and headers, with credentials (spec 000 §7). */
function buildInit(
  headers: Headers,
  method: DataLayerMethod,
  request: DataLayerRequestOptions,
): RequestInit {
  const init: RequestInit = { method, credentials: 'include' };
  const callHeaders = new Headers(headers);
  const { body } = request;
  if (body !== undefined && method !== 'GET' && method !== 'DELETE') {
    if (request.json) {
      callHeaders.set('Content-Type', 'application/json');
      init.body = JSON.stringify(body);
    } else {
      // URLSearchParams and FormData bodies get their content type from fetch itself.
      init.body = isRecord(body) ? encodeForm(body) : (body as BodyInit);
    }
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) callHeaders.set(name, value);
  init.headers = callHeaders;
  return init;
}

/**
 * What one fetch came to: the status and data of an answer (no data when its text is not JSON,
 * or none arrived), or the cause of no answer.
 */
interface Exchange {
  readonly status?: number;
  /** The answer's JSON (null for an empty text); undefined when it is not JSON. */
  readonly data?: unknown;
  /** An answer with a 2xx status (`response.ok`). */
  readonly ok?: boolean;
  readonly cause?: unknown;
}

/** One fetch, aborted by the caller's signal or after `timeoutMs`; never throws. */
async function exchange(
  options: DataLayerCoreOptions,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<Exchange> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort();
  const { timeoutMs } = options;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(
          () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
          timeoutMs,
        );
  // The status counts even when the body then fails to arrive.
  let status: number | undefined;
  try {
    // Looked up at each call, and called unbound, so `window.fetch` works when passed in.
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(url, { ...init, signal: controller.signal });
    status = response.status;
    const text = await response.text();
    try {
      return { status, ok: response.ok, data: text ? JSON.parse(text) : null };
    } catch {
      // An unparsable answer: `invalidJson` on a 2xx, otherwise the status decides.
      return { status, ok: response.ok };
    }
  } catch (cause) {
    return { status, cause };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** A 2xx answer's result: its data, unless its body says the call failed. */
function answerResult<T>(
  status: number,
  data: unknown,
  messages: DataLayerMessages,
): DataLayerResult<T> {
  if (isRecord(data)) {
    if (data.error || data.message || data.billingErrorCode) {
      // The first of the two that is a non-empty text.
      const text = [data.error, data.message].find((value) => typeof value === 'string' && value) as
        | string
        | undefined;
      return {
        ok: false,
        error: dataLayerError('server', status, data, messages, text ?? messages.internal),
      };
    }
    // A 2xx flagged loginRequired or authorizationFail did not do what was asked.
    if (data.loginRequired || data.authorizationFail) {
      return { ok: false, error: dataLayerError('unauthorized', status, data, messages) };
    }
  }
  return { ok: true, status, data: data as T };
}

/**
 * Provides the generic data layer (spec 000 §7 "Generic data layer", §8 "Data layer") with every
 * dependency given: the crumb, how to reset it, and the messages. Calls never throw; they resolve
 * to `{ ok: true, status, data }` or `{ ok: false, error }`.
 */
export function createDataLayerCore(options: DataLayerCoreOptions): DataLayer {
  const { messages, retryDelayMs = DATA_LAYER_RETRY_DELAY_MS } = options;
  const headers = new Headers(options.headers);
  const events = createEmitter<DataLayerEventMap>();

  async function send<T>(
    method: DataLayerMethod,
    path: string,
    request: DataLayerRequestOptions,
  ): Promise<DataLayerResult<T>> {
    const { signal } = request;
    let retriesLeft = request.retries ?? 0;
    let crumbReset = false;
    for (;;) {
      const url = buildUrl(options, path, request.params);
      const init = buildInit(headers, method, request);
      const { status, data, ok, cause } = await exchange(options, url, init, signal);

      // The answer's flags count whatever the HTTP status (spec 000 §7).
      if (status !== undefined && isRecord(data)) {
        if (data.crumbFail) {
          if (crumbReset)
            return { ok: false, error: dataLayerError('crumb', status, data, messages) };
          crumbReset = true;
          options.resetCrumb();
          continue;
        }
        const detail = { method, path, status, data };
        if (data.loginRequired) events.emit('login-required', detail);
        if (data.authorizationFail) events.emit('authorization-fail', detail);
      }

      if (!ok || status === undefined) {
        if (retriesLeft > 0 && isRetryableStatus(status) && !signal?.aborted) {
          retriesLeft--;
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
          continue;
        }
        const error = transportError(status, data, messages);
        if (cause !== undefined) error.cause = cause;
        return { ok: false, error };
      }

      if (data === undefined) {
        return { ok: false, error: dataLayerError('invalidJson', status, undefined, messages) };
      }
      return answerResult<T>(status, data, messages);
    }
  }

  async function request<T>(
    method: DataLayerMethod,
    path: string,
    options: DataLayerRequestOptions = {},
  ): Promise<DataLayerResult<T>> {
    let result: DataLayerResult<T>;
    try {
      result = await send<T>(method, path, options);
    } catch (cause) {
      // A mistake while building the call (a cyclic JSON body, a bad base URL, a throwing crumb
      // getter) still resolves to a value: calls never throw.
      result = { ok: false, error: { ...transportError(undefined, undefined, messages), cause } };
    }
    if (!result.ok) events.emit('error', { method, path, error: result.error });
    return result;
  }

  const call =
    (method: DataLayerMethod) =>
    <T = unknown>(path: string, options?: DataLayerRequestOptions) =>
      request<T>(method, path, options);

  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    on: events.on,
    setHeader(name, value) {
      if (value === undefined) headers.delete(name);
      else headers.set(name, value);
    },
  };
}
