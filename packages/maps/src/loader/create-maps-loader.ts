import { DEFAULT_MAPS_LANGUAGE, MAPS_SCRIPT_TIMEOUT_MS } from '../core/map-constants';
import { type MapsApi, pageMapsNamespace, readMapsApi } from './maps-api';

/** What the Maps JavaScript API is loaded with. */
export interface MapsLoadRequest {
  /** The decoded API key (see decodeRenderKey). Loading never starts without one. */
  readonly key: string;
  /** Language of the map's labels and controls; 'fr' by default. */
  readonly language?: string;
  /** Region bias (a CLDR region code such as 'FR'); none by default. */
  readonly region?: string;
}

/** Why the Maps API is not available. */
export interface MapsLoadError {
  /** 'no-key': nothing was loaded; 'timeout': not ready within 30 s; 'failed': the script failed. */
  readonly code: 'no-key' | 'timeout' | 'failed';
  /** English developer message. */
  readonly message: string;
  readonly cause?: unknown;
}

export type MapsLoadResult =
  | { readonly ok: true; readonly maps: MapsApi }
  | { readonly ok: false; readonly error: MapsLoadError };

/** Loads the Maps JavaScript API once, for every map block of the page. */
export interface MapsLoader {
  /**
   * Starts loading on the first call with a key; every later call gets the same settled result,
   * whatever it asks for (the first request's key, language and region win). Never rejects.
   */
  load(request: MapsLoadRequest): Promise<MapsLoadResult>;
  /** The settled result, or undefined while nothing has settled. */
  peek(): MapsLoadResult | undefined;
  /** Whether loading has started (a script may be on its way). */
  started(): boolean;
}

/** The longest delay setTimeout honours. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface MapsLoaderOptions {
  /**
   * Loads the API and resolves with it: by default `@googlemaps/js-api-loader` (see
   * loadGoogleMapsApi). Called at most once.
   */
  readonly loadApi: (
    request: Required<Pick<MapsLoadRequest, 'key' | 'language'>> & Pick<MapsLoadRequest, 'region'>,
  ) => Promise<MapsApi>;
  /** An API already on the page, used without loading anything: by default `window.google.maps`. */
  readonly existing?: () => MapsApi | undefined;
  /** Spec 001 §4 and §9: 30000 ms. Infinity waits for ever (a story's loading state). */
  readonly timeoutMs?: number;
  /** Told when a later request asks for another key, language or region (console.warn by default). */
  readonly warn?: (message: string) => void;
}

/**
 * Creates a loader that loads the Maps JavaScript API once and shares it (spec 001 §4): the
 * first request with a key starts loading, and the result fails with 'timeout' if the API is
 * not ready within 30000 ms. A failure is final for the page (the script cannot be retried
 * once injected): every block then shows its static fallback.
 */
export function createMapsLoader(options: MapsLoaderOptions): MapsLoader {
  const existing = options.existing ?? (() => readMapsApi(pageMapsNamespace()));
  const timeoutMs = options.timeoutMs ?? MAPS_SCRIPT_TIMEOUT_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let first: MapsLoadRequest | undefined;
  let promise: Promise<MapsLoadResult> | undefined;
  let settled: MapsLoadResult | undefined;
  let warned = false;

  const start = async (request: MapsLoadRequest): Promise<MapsLoadResult> => {
    const onPage = existing();
    if (onPage) return { ok: true, maps: onPage };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<MapsLoadResult>((resolve) => {
      // setTimeout fires at once for delays past 2^31 - 1 ms: those never time out.
      if (!(timeoutMs <= MAX_TIMER_MS)) return;
      timer = setTimeout(
        () =>
          resolve({
            ok: false,
            error: {
              code: 'timeout',
              message: `Google Maps JavaScript API not ready within ${timeoutMs} ms.`,
            },
          }),
        timeoutMs,
      );
    });
    const loading = Promise.resolve()
      .then(() =>
        options.loadApi({
          key: request.key,
          language: request.language || DEFAULT_MAPS_LANGUAGE,
          region: request.region || undefined,
        }),
      )
      .then(
        (maps): MapsLoadResult => ({ ok: true, maps }),
        (cause: unknown): MapsLoadResult => ({
          ok: false,
          error: {
            code: 'failed',
            message: `Google Maps JavaScript API failed to load: ${cause instanceof Error ? cause.message : String(cause)}`,
            cause,
          },
        }),
      );
    try {
      return await Promise.race([loading, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    load(request) {
      if (typeof request?.key !== 'string' || request.key === '') {
        return Promise.resolve({
          ok: false,
          error: { code: 'no-key', message: 'No Maps API key: the Maps API is not loaded.' },
        });
      }
      if (promise && first) {
        if (!warned && !sameRequest(first, request)) {
          warned = true;
          warn(
            'Maps API: it loads once per page; a later request with another key, language or region is ignored.',
          );
        }
        return promise;
      }
      first = request;
      promise = start(request).then((result) => {
        settled = result;
        return result;
      });
      return promise;
    },
    peek: () => settled,
    started: () => promise !== undefined,
  };
}

function sameRequest(a: MapsLoadRequest, b: MapsLoadRequest): boolean {
  return (
    a.key === b.key &&
    (a.language || DEFAULT_MAPS_LANGUAGE) === (b.language || DEFAULT_MAPS_LANGUAGE) &&
    (a.region || '') === (b.region || '')
  );
}
