import type { DataLayer, DataLayerResult } from '@vitrine/core-data/data-layer';
import { createDataLayer } from '@vitrine/core-data/data-layer';

/** Spec 000 §7 and spec 001 §7: the places calls, both GET with query parameters. */
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';

/** Query parameters of an autocomplete call: the text typed, plus any the server accepts. */
export interface PlacesAutocompleteParams {
  /** What the visitor or owner typed. */
  readonly input: string;
  /** Groups the calls of one search with its details call, for Google's session billing. */
  readonly sessionToken?: string;
  readonly [name: string]: unknown;
}

/** Query parameters of a details call: the place chosen, plus any the server accepts. */
export interface PlacesDetailsParams {
  readonly placeId: string;
  readonly sessionToken?: string;
  readonly [name: string]: unknown;
}

export interface PlacesClientOptions {
  /** The data layer the calls go through (crumb, credentials, errors); a new one by default. */
  readonly dataLayer?: Pick<DataLayer, 'get'>;
  /** Sent with every details call for cost tracking (spec 000 §7), e.g. 'website'. */
  readonly productPage: string;
  /** Sent with every details call for cost tracking (spec 000 §7), e.g. 'map-block'. */
  readonly productSection: string;
}

/** The places calls; answers are passed on as the server sends them (their shape is not shown). */
export interface PlacesClient {
  autocomplete<T = unknown>(
    params: PlacesAutocompleteParams,
    options?: { readonly signal?: AbortSignal },
  ): Promise<DataLayerResult<T>>;
  details<T = unknown>(
    params: PlacesDetailsParams,
    options?: { readonly signal?: AbortSignal },
  ): Promise<DataLayerResult<T>>;
}

/**
 * Creates the client of the places calls of spec 000 §7, through core-data's data layer: the
 * autocomplete call with its query parameters, and the details call with productPage and
 * productSection added for cost tracking. Never throws (results are values).
 */
export function createPlacesClient(options: PlacesClientOptions): PlacesClient {
  const dataLayer = options.dataLayer ?? createDataLayer();
  const { productPage, productSection } = options;
  if (!productPage || !productSection) {
    console.warn('Places: productPage and productSection are expected by the details call.');
  }
  return {
    autocomplete: (params, call = {}) =>
      dataLayer.get(PLACES_AUTOCOMPLETE_PATH, { params, signal: call.signal }),
    details: (params, call = {}) =>
      dataLayer.get(PLACES_DETAILS_PATH, {
        params: { ...params, productPage, productSection },
        signal: call.signal,
      }),
  };
}
