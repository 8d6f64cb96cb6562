import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { type Database, openDatabase, type WriteOutcome } from '../../db';

/** The origin test requests are made on. */
export const TEST_ORIGIN = 'http://localhost';

/** A fresh database in a temporary folder, and how to throw it away. */
export function temporaryDatabase(): { db: Database; dir: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
  const db = openDatabase(dir);
  return {
    db,
    dir,
    dispose() {
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A queued write's value, for tests that hold no lock (unless they say so): a write then never
 * waits long, and one that stays locked fails the test.
 */
export async function written<T>(outcome: Promise<WriteOutcome<T>>): Promise<T> {
  const result = await outcome;
  if (!result.ok) throw new Error('The database stayed locked.');
  return result.value;
}

/**
 * A client that keeps cookies like a browser: it sends the jar with each request, applies the
 * answers' Set-Cookie (Max-Age=0 deletes), and, like a browser, sends `Origin` on POST, PUT
 * and DELETE unless `sameOrigin: false`.
 */
export function browserLikeClient(
  app: Pick<Hono, 'request'>,
  options: { readonly origin?: string; readonly sameOrigin?: boolean } = {},
) {
  const origin = options.origin ?? TEST_ORIGIN;
  const jar = new Map<string, string>();

  function apply(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      options.sameOrigin !== false &&
      !headers.has('origin')
    ) {
      headers.set('origin', origin);
    }
    const response = await app.request(new URL(path, origin).href, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) apply(setCookie);
    return response;
  }

  return {
    jar,
    request,
    /** The crumb cookie's value, decoded, as `readCookie('crumb')` gives it to the page. */
    crumb: (): string | undefined => {
      const value = jar.get('crumb');
      return value === undefined ? undefined : decodeURIComponent(value);
    },
    /** A `fetch` for the packages' clients (data layer, telemetry), on this jar. */
    fetch: (url: string, init: RequestInit = {}) => request(url, init),
  };
}
