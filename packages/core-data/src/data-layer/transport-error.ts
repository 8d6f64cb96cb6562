import type {
  DataLayerError,
  DataLayerErrorCode,
  DataLayerMessageKey,
  DataLayerMessages,
} from './types';

/** Spec 000 §8 "Transport failures": any status not listed here is a connection failure. */
const TRANSPORT_ERROR_CODES: Readonly<Record<number, DataLayerMessageKey>> = {
  401: 'unauthorized',
  403: 'unauthorized',
  500: 'internal',
  501: 'internal',
  503: 'unavailable',
};

/** A data layer error; its message is the catalogue's for its code unless one is given. */
export function dataLayerError(
  code: DataLayerErrorCode,
  status: number | undefined,
  data: unknown,
  messages: DataLayerMessages,
  message: string = messages[code as DataLayerMessageKey],
): DataLayerError {
  return { code, status, message, data };
}

/**
 * Maps a failed transport (a non-2xx status, or no answer at all) to its error, keeping the
 * status and the parsed answer so callers can still read a 400's `data.errors` or a 429.
 */
export function transportError(
  status: number | undefined,
  data: unknown,
  messages: DataLayerMessages,
): DataLayerError {
  const code = (status !== undefined && TRANSPORT_ERROR_CODES[status]) || 'connection';
  return dataLayerError(code, status, data, messages);
}

/** Network failures, 5xx and other unknown statuses may be retried; a 4xx never is. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || status < 400 || status >= 500;
}
