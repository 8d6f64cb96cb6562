import { API_MESSAGES } from '../api/http/messages';
import { serverText } from '../catalogue/server-text';

/** Whole kilobytes, as the messages write them (no digit grouping). */
const kilobytes = (bytes: number) => String(Math.floor(bytes / 1024));

/** The request policy's answers (`{ error }`, as the API answers), from the server's catalogue. */
export const POLICY_MESSAGES = {
  noBodyTaken: serverText('server.policy.noBodyTaken'),
  unsupportedType: (accepted: readonly string[]) =>
    `${API_MESSAGES.unsupportedType} ${serverText('server.policy.acceptedTypes', { types: accepted.filter(Boolean).join(', ') })}`,
  targetTooLong: (maxBytes: number) =>
    serverText('server.policy.targetTooLong', { kilobytes: kilobytes(maxBytes) }),
  tooManyParameters: (max: number) =>
    serverText('server.policy.tooManyParameters', { max: String(max) }),
  tooManyHeaders: (max: number) => serverText('server.policy.tooManyHeaders', { max: String(max) }),
  headerTooLarge: (maxBytes: number) =>
    serverText('server.policy.headerTooLarge', { kilobytes: kilobytes(maxBytes) }),
  headersTooLarge: (maxBytes: number) =>
    serverText('server.policy.headersTooLarge', { kilobytes: kilobytes(maxBytes) }),
} as const;
