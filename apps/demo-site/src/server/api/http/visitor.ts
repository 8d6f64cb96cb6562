import { parseVisitorRecord, SS_CVR } from '@vitrine/telemetry/visit-cookies';
import type { Context } from 'hono';
import { requestCookie } from '../../session';

/** Who is calling, for rate limits and stored rows. */
export interface Caller {
  /** The census visitor id (first part of `ss_cvr`), when the visitor accepted the cookie. */
  readonly visitorId: string | null;
  /** The client's address: the socket's, or the proxy's `X-Forwarded-For` when trusted. */
  readonly address: string | null;
  /** The rate-limit key: the visitor id, else the address. */
  readonly key: string;
}

function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : null;
}

/**
 * The caller of a request: the visitor cookie the census uses (`ss_cvr`, or the `ss_cvr` field
 * census calls carry in their body), else the IP address.
 */
export function callerOf(
  c: Context,
  options: { readonly trustProxy: boolean; readonly visitorCookie?: string | undefined },
): Caller {
  const record = parseVisitorRecord(options.visitorCookie ?? requestCookie(c.req.raw, SS_CVR));
  const forwarded = options.trustProxy
    ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || null
    : null;
  const address = forwarded ?? socketAddress(c);
  const visitorId = record?.visitorId ?? null;
  return {
    visitorId,
    address,
    key: visitorId ? `visiteur:${visitorId}` : address ? `adresse:${address}` : 'inconnu',
  };
}
