import { dataLayerMessages } from '@vitrine/i18n-fr/common';
import { deleteCookie, readCookie } from '../cookies';
import { createDataLayerCore } from './create-data-layer-core';
import type { DataLayer, DataLayerOptions } from './types';

/** Spec 000 §7: the crumb token is read from this cookie, which a crumbFail answer resets. */
export const CRUMB_COOKIE = 'crumb';

/**
 * Provides the generic data layer of a published site (spec 000 §7, §8): GET, POST, PUT and
 * DELETE with credentials and the crumb token, answers as `{ ok, ... }` values, and the
 * `login-required`, `authorization-fail` and `error` events. Reads the crumb cookie and the
 * French messages by default; nothing touches the DOM before the first call.
 */
export function createDataLayer(options: DataLayerOptions = {}): DataLayer {
  return createDataLayerCore({
    ...options,
    crumb: options.crumb ?? (() => readCookie(CRUMB_COOKIE)),
    resetCrumb: options.resetCrumb ?? (() => deleteCookie(CRUMB_COOKIE, { path: '/' })),
    messages: options.messages ?? dataLayerMessages,
  });
}
