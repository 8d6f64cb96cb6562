import { isRecord } from './read-block-value';

/** Why a render key gave no Maps API key. */
export type RenderKeyError = 'missing' | 'not-base64' | 'invalid-key';

export type DecodeRenderKeyResult =
  | { readonly ok: true; readonly key: string }
  | { readonly ok: false; readonly error: RenderKeyError };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Google API keys are letters, digits, '-' and '_' (39 characters, 'AIza…', in practice). */
const API_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Decodes the Maps API key from the page context's render key (spec 001 §7: the key is
 * "decoded from the page context's render key"). The render key is the API key in base64,
 * padding optional; surrounding whitespace is ignored. Only the standard alphabet is read: the
 * base64 of a key made of letters, digits, '-' and '_' never holds '+' or '/', so a URL-safe
 * encoder gives the same text, and '-' or '_' in a render key means it was not encoded. The
 * decoded key must look like a Google API key (8 to 128 letters, digits, '-' or '_'), so that a
 * key pasted without encoding fails here rather than at Google. Never throws.
 */
export function decodeRenderKey(renderKey: unknown): DecodeRenderKeyResult {
  if (typeof renderKey !== 'string' || renderKey.trim() === '') {
    return { ok: false, error: 'missing' };
  }
  const text = renderKey.trim();
  if (!BASE64.test(text) || text.replace(/=+$/, '').length % 4 === 1) {
    return { ok: false, error: 'not-base64' };
  }
  let key: string;
  try {
    const bare = text.replace(/=+$/, '');
    key = atob(bare.padEnd(Math.ceil(bare.length / 4) * 4, '='));
  } catch {
    return { ok: false, error: 'not-base64' };
  }
  return API_KEY.test(key) ? { ok: true, key } : { ok: false, error: 'invalid-key' };
}

/**
 * Encodes a Maps API key as a render key (base64, standard alphabet with padding): what the
 * server puts in the page context, and what stories and tests use.
 */
export function encodeRenderKey(key: string): string {
  return btoa(key);
}

/**
 * Reads the render key from a page context (the object parsed by core-data's
 * `parsePageContext`, whose extra fields are kept): its top-level `renderKey` string.
 */
export function readRenderKey(pageContext: unknown): string | undefined {
  if (!isRecord(pageContext)) return undefined;
  const { renderKey } = pageContext;
  return typeof renderKey === 'string' ? renderKey : undefined;
}
