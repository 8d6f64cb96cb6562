import { serverText } from '../../catalogue/server-text';

/** The API's error answers (`{ error }`, shown as they are by the client), from the server's catalogue. */
export const API_MESSAGES = {
  internal: serverText('server.api.internal'),
  badJson: serverText('server.api.badJson'),
  badForm: serverText('server.api.badForm'),
  tooManyFields: serverText('server.api.tooManyFields'),
  // read-body.ts's MAX_BODY_BYTES, 64 KB (not imported: read-body imports these messages).
  tooLarge: bodyTooLargeMessage(64 * 1024),
  unsupportedType: serverText('server.api.unsupportedType'),
  crumb: serverText('server.api.crumb'),
  xsrf: serverText('server.api.xsrf'),
  crossSite: serverText('server.api.crossSite'),
  loginRequired: serverText('server.api.loginRequired'),
  ownerOnly: serverText('server.api.ownerOnly'),
  rateLimited: serverText('server.api.rateLimited'),
  notFound: (method: string, path: string) => serverText('server.api.notFound', { method, path }),
} as const;

/** The 413 message of a body over `maxBytes`, naming the cap in whole kilobytes. */
export function bodyTooLargeMessage(maxBytes: number): string {
  return serverText('server.api.tooLarge', { kilobytes: String(Math.floor(maxBytes / 1024)) });
}
