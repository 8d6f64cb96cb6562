import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^14, r = 8, p = 1 (16 MiB, about 50 ms here), a 16-byte salt, a 64-byte key. */
const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$key` (base64url), so
 * the cost can be raised later without losing the old hashes. Synchronous: used for the seed.
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_BYTES, SCRYPT);
  return [
    PREFIX,
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

let unusable: string | undefined;

/**
 * A hash that matches no password, checked when the e-mail is unknown so the answer takes as long
 * as for a known one (no account enumeration by timing). Made on first use.
 */
export function unusablePasswordHash(): string {
  unusable ??= hashPassword(randomBytes(32).toString('base64url'));
  return unusable;
}

/**
 * Checks a password against a stored hash in constant time. Never throws: a malformed hash
 * matches nothing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) {
    return false;
  }
  try {
    const expected = Buffer.from(key, 'base64url');
    if (expected.length === 0) return false;
    const actual = await scryptAsync(
      password,
      Buffer.from(salt, 'base64url'),
      expected.length,
      options,
    );
    return timingSafeEqual(expected, actual);
  } catch {
    return false;
  }
}
