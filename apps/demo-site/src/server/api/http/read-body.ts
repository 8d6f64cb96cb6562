import type { Context } from 'hono';
import { API_MESSAGES, bodyTooLargeMessage } from './messages';

/** The largest body the API reads: 64 kB (the browser's own keepalive budget for beacons). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Spec 000 §9: "Query parsing limit 1000 keys"; form bodies are held to the same. */
export const MAX_FORM_FIELDS = 1000;

/** A failed read: the status and the French message to answer with. */
export interface BodyFailure {
  readonly ok: false;
  readonly status: 400 | 413 | 415;
  readonly error: string;
}

export type BodyText = { readonly ok: true; readonly text: string } | BodyFailure;
export type BodyBytes =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | BodyFailure;

/** The 413 answer of a body over `max` bytes, naming the cap in kilobytes. */
export function bodyTooLarge(max: number): BodyFailure {
  return {
    ok: false,
    status: 413,
    error: bodyTooLargeMessage(max),
  };
}

/** The declared `Content-Length`: a whole number of bytes, or undefined when absent or malformed. */
export function declaredLength(request: Request): number | undefined {
  const value = request.headers.get('content-length')?.trim();
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

const cache = new WeakMap<Request, Promise<BodyBytes>>();

/**
 * Reads at most `max` bytes: a larger declared length is refused before reading anything, and
 * a stream is cancelled as soon as it passes `max`, so the rest is never held in memory.
 */
async function readLimited(request: Request, max: number): Promise<BodyBytes> {
  const declared = declaredLength(request);
  if (declared !== undefined && declared > max) return bodyTooLarge(max);
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        return bodyTooLarge(max);
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, error: API_MESSAGES.badForm };
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/**
 * Records bytes already read (within their cap) as the body of `request`, which then holds them:
 * later reads of this request get them without touching its stream.
 */
export function keepBodyBytes(request: Request, bytes: Uint8Array<ArrayBuffer>): void {
  cache.set(request, Promise.resolve({ ok: true, bytes }));
}

/**
 * The request body's bytes, read once (later calls get the same read) and never more than
 * `max`: a larger body, declared or streamed, is a 413. The request policy reads every body
 * first with its route class's cap, so a later call sees that read.
 */
export async function readBodyBytes(c: Context, max: number = MAX_BODY_BYTES): Promise<BodyBytes> {
  const request = c.req.raw;
  let read = cache.get(request);
  if (!read) {
    read = readLimited(request, max);
    cache.set(request, read);
  }
  const body = await read;
  return body.ok && body.bytes.byteLength > max ? bodyTooLarge(max) : body;
}

/**
 * The request body as text (UTF-8), read once and never more than {@link MAX_BODY_BYTES} (or
 * `max`): a larger body, declared or streamed, is a 413.
 */
export async function readBodyText(c: Context, max: number = MAX_BODY_BYTES): Promise<BodyText> {
  const body = await readBodyBytes(c, max);
  return body.ok ? { ok: true, text: Buffer.from(body.bytes).toString('utf8') } : body;
}

/** The media type of the request, lowercased, without parameters. */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Decodes a form-encoded text into fields (the first value of a repeated name wins). */
export function decodeForm(
  text: string,
): { readonly ok: true; readonly fields: Record<string, string> } | BodyFailure {
  const params = new URLSearchParams(text);
  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [name, value] of params) {
    count += 1;
    if (count > MAX_FORM_FIELDS)
      return { ok: false, status: 400, error: API_MESSAGES.tooManyFields };
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return { ok: true, fields };
}

export type BodyValues =
  | { readonly ok: true; readonly kind: 'json' | 'form' | 'empty'; readonly value: unknown }
  | BodyFailure;

/**
 * The body as values: JSON (`application/json`, and `text/plain`, which beacons use for JSON),
 * form fields (`application/x-www-form-urlencoded`), or `{}` when empty. A body that does not
 * decode is a 400, another media type a 415, a body over 64 kB a 413.
 */
export async function readBodyValues(c: Context): Promise<BodyValues> {
  const body = await readBodyText(c);
  if (!body.ok) return body;
  if (body.text.trim() === '') return { ok: true, kind: 'empty', value: {} };
  const type = mediaType(c);
  if (type === 'application/x-www-form-urlencoded') {
    const form = decodeForm(body.text);
    return form.ok ? { ok: true, kind: 'form', value: form.fields } : form;
  }
  if (
    type === 'application/json' ||
    type === 'text/plain' ||
    type === '' ||
    type.endsWith('+json')
  ) {
    try {
      return { ok: true, kind: 'json', value: JSON.parse(body.text) as unknown };
    } catch {
      return { ok: false, status: 400, error: API_MESSAGES.badJson };
    }
  }
  return { ok: false, status: 415, error: API_MESSAGES.unsupportedType };
}

/** Whether a media type is JSON: `application/json` or a `+json` type. */
export function isJsonType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * A JSON body (`application/json` or a `+json` type), read through the same cap: a 413 past
 * `max`, a 415 for another media type, a 400 when it does not parse. An empty body reads as null.
 */
export async function readJsonBody(
  c: Context,
  max: number,
): Promise<{ readonly ok: true; readonly value: unknown } | BodyFailure> {
  const body = await readBodyText(c, max);
  if (!body.ok) return body;
  if (body.text.trim() === '') return { ok: true, value: null };
  if (!isJsonType(mediaType(c)))
    return { ok: false, status: 415, error: API_MESSAGES.unsupportedType };
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, status: 400, error: API_MESSAGES.badJson };
  }
}

/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
