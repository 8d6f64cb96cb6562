/**
 * A random version 4 UUID (lowercase). Uses `crypto.randomUUID` when present, else
 * `crypto.getRandomValues`, else `Math.random` (old browsers; an id, not a secret).
 */
export function randomId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  // RFC 9562 §5.4: version 4 in byte 6, variant 10xx in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  let id = '';
  bytes.forEach((byte, i) => {
    id += byte.toString(16).padStart(2, '0');
    if (i === 3 || i === 5 || i === 7 || i === 9) id += '-';
  });
  return id;
}

/** A version 4 UUID as randomId writes it (lowercase hex, dashes, version and variant digits). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
