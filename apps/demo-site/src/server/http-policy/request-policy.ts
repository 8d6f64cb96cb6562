import type { Context, MiddlewareHandler } from 'hono';
import { errorAnswer } from '../api/http/answers';
import {
  type BodyFailure,
  bodyTooLarge,
  declaredLength,
  keepBodyBytes,
  mediaType,
  readBodyBytes,
} from '../api/http/read-body';
import { POLICY_MESSAGES } from './policy-messages';
import { withoutProxyHeaders } from './proxy-headers';
import {
  acceptsMediaType,
  ROUTE_CLASSES,
  type RouteClassRules,
  routeClassOf,
} from './route-classes';

/** The request target (path and query): 8 kB, the request line most servers and proxies take. */
export const MAX_TARGET_BYTES = 8 * 1024;
/** Spec 000 §9: "Query parsing limit 1000 keys". */
export const MAX_QUERY_PARAMETERS = 1000;
/** Header fields per request (Apache's `LimitRequestFields`). */
export const MAX_HEADER_COUNT = 100;
/** One header field, name and value (Apache's `LimitRequestFieldSize`, nginx's header buffer). */
export const MAX_HEADER_FIELD_BYTES = 8 * 1024;
/** All header fields together, names and values: Node's own `maxHeaderSize`. */
export const MAX_HEADER_BYTES = 16 * 1024;

export interface RequestPolicyOptions {
  /**
   * Whether a proxy we run stands in front and sets `X-Forwarded-*`. Off by default: the proxy
   * headers are then removed from every request before any route or middleware reads them.
   */
  readonly trustProxy?: boolean;
}

type Refusal =
  | Pick<BodyFailure, 'status' | 'error'>
  | { readonly status: 414 | 431; readonly error: string };

/** 414 for a request target over 8 kB or a query of more than 1000 parameters. */
function checkTarget(url: string): Refusal | undefined {
  const parsed = new URL(url);
  if (parsed.pathname.length + parsed.search.length > MAX_TARGET_BYTES)
    return { status: 414, error: POLICY_MESSAGES.targetTooLong(MAX_TARGET_BYTES) };
  let parameters = 0;
  for (const _ of parsed.searchParams) {
    parameters += 1;
    if (parameters > MAX_QUERY_PARAMETERS)
      return { status: 414, error: POLICY_MESSAGES.tooManyParameters(MAX_QUERY_PARAMETERS) };
  }
  return undefined;
}

/** 431 for more than 100 header fields, one over 8 kB, or more than 16 kB in all. */
function checkHeaders(headers: Headers): Refusal | undefined {
  let count = 0;
  let total = 0;
  for (const [name, value] of headers) {
    count += 1;
    const size = name.length + value.length;
    total += size;
    if (count > MAX_HEADER_COUNT)
      return { status: 431, error: POLICY_MESSAGES.tooManyHeaders(MAX_HEADER_COUNT) };
    if (size > MAX_HEADER_FIELD_BYTES)
      return { status: 431, error: POLICY_MESSAGES.headerTooLarge(MAX_HEADER_FIELD_BYTES) };
  }
  if (total > MAX_HEADER_BYTES)
    return { status: 431, error: POLICY_MESSAGES.headersTooLarge(MAX_HEADER_BYTES) };
  return undefined;
}

function tooLarge(rules: RouteClassRules): Refusal {
  return rules.maxBodyBytes === 0
    ? { status: 413, error: POLICY_MESSAGES.noBodyTaken }
    : bodyTooLarge(rules.maxBodyBytes);
}

function unsupported(rules: RouteClassRules): Refusal {
  return { status: 415, error: POLICY_MESSAGES.unsupportedType(rules.mediaTypes) };
}

/**
 * Admits the body under its class's rules: a declared length over the cap is a 413 before a
 * byte is read, a stream is read only up to the cap (413 as soon as it passes), a media type
 * the class does not take is a 415. The route then gets a request holding the bytes read, so
 * `readBodyText`, `c.req.json()`, `text()` or `parseBody()` can never read past the cap.
 */
async function admitBody(c: Context, rules: RouteClassRules): Promise<Refusal | undefined> {
  const request = c.req.raw;
  const declared = declaredLength(request);
  const chunked = request.headers.has('transfer-encoding');
  if (declared !== undefined && declared > rules.maxBodyBytes) return tooLarge(rules);
  const type = mediaType(c);
  const typed = request.headers.has('content-type');
  if (rules.maxBodyBytes > 0 && typed && ((declared ?? 0) > 0 || chunked)) {
    if (!acceptsMediaType(rules, type)) return unsupported(rules);
  }
  // A GET or HEAD body cannot be read through the Request; a length was refused above.
  if (request.method === 'GET' || request.method === 'HEAD')
    return chunked ? tooLarge(rules) : undefined;
  const read = await readBodyBytes(c, rules.maxBodyBytes);
  if (!read.ok) return read.status === 413 ? tooLarge(rules) : read;
  if (read.bytes.byteLength > 0 && !acceptsMediaType(rules, type)) return unsupported(rules);
  // The route gets a request holding only these bytes: Hono's readers take its stream, ours
  // take the bytes kept with it, and neither can read past the cap.
  const admitted = new Request(request, { body: read.bytes });
  keepBodyBytes(admitted, read.bytes);
  c.req.raw = admitted;
  return undefined;
}

/**
 * The one request policy of the site, mounted once before every route (`createSiteApp`), so a
 * route cannot be added without it:
 * - proxy headers (`Forwarded`, `X-Forwarded-*`, `X-Real-IP`) removed unless `trustProxy`;
 * - 431 for too many or too large header fields, 414 for a too long target or query;
 * - the body capped and typed by the route's class (see `ROUTE_CLASSES`): 413, 415.
 * Refusals are JSON `{ error }` in French, as the API answers.
 */
export function requestPolicy(options: RequestPolicyOptions = {}): MiddlewareHandler {
  const trustProxy = options.trustProxy ?? false;
  return async (c, next) => {
    if (!trustProxy) c.req.raw = withoutProxyHeaders(c.req.raw);
    const refusal =
      checkHeaders(c.req.raw.headers) ??
      checkTarget(c.req.url) ??
      (await admitBody(c, ROUTE_CLASSES[routeClassOf(c.req.method, c.req.path)]));
    if (refusal) return errorAnswer(c, refusal.status, refusal.error);
    return next();
  };
}
