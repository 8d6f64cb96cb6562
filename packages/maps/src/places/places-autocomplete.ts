import type { DataLayerError, DataLayerResult } from '@vitrine/core-data/data-layer';
import { AUTOCOMPLETE_RETRY_MS } from '@vitrine/core-data/limits';
import type { PlacesAutocompleteParams, PlacesClient } from './places-client';

/** Spec 000 §9: "Autocomplete retry frequency default 100 ms". */
export { AUTOCOMPLETE_RETRY_MS };

/** Attempts of one search in all (the first and two retries): our choice, the spec gives none. */
export const AUTOCOMPLETE_MAX_ATTEMPTS = 3;

/** How one search ended. */
export type AutocompleteOutcome<T> =
  /** The server's result (the last attempt's, after retries). */
  | { readonly status: 'done'; readonly result: DataLayerResult<T>; readonly attempts: number }
  /** A newer search (or cancel) replaced it before it ended: its answer is dropped. */
  | { readonly status: 'superseded' }
  /** The input was blank: nothing was asked. */
  | { readonly status: 'empty' };

export interface PlacesAutocompleteOptions {
  readonly client: Pick<PlacesClient, 'autocomplete'>;
  /** Wait before a retry: 100 ms by default (spec 000 §9). */
  readonly retryMs?: number;
  /** Attempts of one search in all: 3 by default. */
  readonly maxAttempts?: number;
}

export interface PlacesAutocomplete {
  /** Searches for `input`, replacing any search still running. Never rejects. */
  search<T = unknown>(
    input: string,
    params?: Omit<PlacesAutocompleteParams, 'input'>,
  ): Promise<AutocompleteOutcome<T>>;
  /** Drops the running search, if any (it resolves as 'superseded'). */
  cancel(): void;
}

/** Failures worth another try: no answer at all, or the server's 5xx family. */
function isTransient(error: DataLayerError): boolean {
  if (error.code === 'internal' || error.code === 'unavailable') return true;
  return error.code === 'connection' && (error.status === undefined || error.status >= 500);
}

/**
 * Creates an autocomplete session over the places client. "Retried" (spec 000 §9) means: a
 * search whose call fails for a transient reason (network, timeout, 5xx) is tried again every
 * 100 ms, up to 3 attempts in all, while it is still the latest search. Typing a new input
 * supersedes the running search: its request is aborted, its retry dropped, and only the
 * latest input's answer is delivered (answers never arrive out of order).
 */
export function createPlacesAutocomplete(options: PlacesAutocompleteOptions): PlacesAutocomplete {
  const retryMs = options.retryMs ?? AUTOCOMPLETE_RETRY_MS;
  const maxAttempts = Math.max(1, options.maxAttempts ?? AUTOCOMPLETE_MAX_ATTEMPTS);
  let current: { controller: AbortController; stop: () => void } | undefined;

  const cancel = () => {
    current?.stop();
    current = undefined;
  };

  return {
    search<T>(input: string, params = {}) {
      cancel();
      if (input.trim() === '') return Promise.resolve({ status: 'empty' });
      const controller = new AbortController();
      return new Promise<AutocompleteOutcome<T>>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const session = {
          controller,
          stop: () => {
            clearTimeout(timer);
            controller.abort();
            resolve({ status: 'superseded' });
          },
        };
        current = session;
        const attempt = async (attempts: number) => {
          // The data layer never rejects; a client that does is read as a connection failure.
          const result = await options.client
            .autocomplete<T>({ ...params, input }, { signal: controller.signal })
            .catch(
              (cause: unknown): DataLayerResult<T> => ({
                ok: false,
                error: { code: 'connection', message: String(cause), cause },
              }),
            );
          if (controller.signal.aborted || current !== session) return;
          if (!result.ok && isTransient(result.error) && attempts < maxAttempts) {
            timer = setTimeout(() => void attempt(attempts + 1), retryMs);
            return;
          }
          current = undefined;
          resolve({ status: 'done', result, attempts });
        };
        void attempt(1);
      });
    },
    cancel,
  };
}
