import type { Context } from 'hono';
import { API_MESSAGES } from './messages';

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

const cache = new WeakMap<Request, Promise<BodyText>>();

async function readLimited(request: Request, max: number): Promise<BodyText> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    return { ok: false, status: 413, error: API_MESSAGES.tooLarge };
  }
  if (!request.body) return { ok: true, text: '' };
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
        return { ok: false, status: 413, error: API_MESSAGES.tooLarge };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, error: API_MESSAGES.badForm };
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The request body as text, read once (later calls get the same result) and never more than
 * {@link MAX_BODY_BYTES}: a larger body, declared or streamed, is a 413.
 */
export function readBodyText(c: Context, max: number = MAX_BODY_BYTES): Promise<BodyText> {
  const request = c.req.raw;
  let read = cache.get(request);
  if (!read) {
    read = readLimited(request, max);
    cache.set(request, read);
  }
  return read;
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

/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
