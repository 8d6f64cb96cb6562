import { dataLayerMessages } from '@vitrine/i18n-fr/common';
import { deleteCookie, readCookie } from '../cookies';
import { createDataLayerCore } from './create-data-layer-core';
import type { DataLayer, DataLayerOptions } from './types';

/** Spec 000 §7: the crumb token is read from this cookie, which a crumbFail answer resets. */
export const CRUMB_COOKIE = 'crumb';

/**
 * A call that hangs this long fails as a transport failure ('Connexion impossible…'), so a
 * visitor is never left waiting on a request that will not end. The spec names no data-layer
 * timeout; 30 s is the longest client timeout it names (page-speed settings, maps script).
 */
export const DATA_LAYER_TIMEOUT_MS = 30_000;

/**
 * Provides the generic data layer of a published site (spec 000 §7, §8): GET, POST, PUT and
 * DELETE with credentials and the crumb token, answers as `{ ok, ... }` values, and the
 * `login-required`, `authorization-fail` and `error` events. Reads the crumb cookie and the
 * French messages by default, and times each attempt out after {@link DATA_LAYER_TIMEOUT_MS};
 * nothing touches the DOM before the first call.
 */
export function createDataLayer(options: DataLayerOptions = {}): DataLayer {
  return createDataLayerCore({
    ...options,
    crumb: options.crumb ?? (() => readCookie(CRUMB_COOKIE)),
    resetCrumb: options.resetCrumb ?? (() => deleteCookie(CRUMB_COOKIE, { path: '/' })),
    messages: options.messages ?? dataLayerMessages,
    timeoutMs: options.timeoutMs ?? DATA_LAYER_TIMEOUT_MS,
  });
}
