import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Database, openDatabase } from '../../src/server/db';
import { applyHttpLimits, HTTP_LIMITS, type HttpLimits } from '../../src/server/http-limits';
import { createSiteApp, type SiteAppOptions } from '../../src/server/site-app';

/** The crumb cookie's value (`visitor.nonce.signature` in base64url, see crumb-signer.ts). */
const CRUMB_PATTERN =
  /(?:^|;\s*)crumb=([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})(?:;|$)/;

export interface LocalSiteServer {
  /** `http://127.0.0.1:<port>`: loopback only. */
  readonly origin: string;
  readonly db: Database;
  /** The data folder (database and image cache), deleted by `close`. */
  readonly dir: string;
  close(): Promise<void>;
}

/**
 * The whole demo site (`createSiteApp`: pages, API, images, checkout, owner page) on a fresh
 * database in a temporary folder, served by `@hono/node-server` on 127.0.0.1 and a free port.
 * No built client: pages reference no script, which the API does not need.
 */
export async function startLocalSiteServer(
  options: Pick<SiteAppOptions, 'rateLimit'> & {
    /** The HTTP limits of `node dist/server/main.js` (`HTTP_LIMITS`), some replaced (tests). */
    readonly httpLimits?: Partial<HttpLimits>;
  } = {},
): Promise<LocalSiteServer> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-load-'));
  const db = openDatabase(dir);
  const app = createSiteApp({
    db,
    imageCacheDir: join(dir, 'images'),
    assets: { scripts: [], styles: [], preloads: [] },
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
    applyHttpLimits(started as Server, { ...HTTP_LIMITS, ...options.httpLimits });
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    db,
    dir,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          if (db.open) db.close();
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        // Keep-alive sockets of the load run would hold `close` open.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/**
 * The crumb the server hands out with any answer (a page or an API call), read from Set-Cookie.
 * It names a new visitor and is signed for no session: sent as the `crumb` cookie and `?crumb=`,
 * it is accepted without the visitor cookie (see `crumbAccepted`), for any number of calls.
 */
export async function fetchCrumb(origin: string): Promise<string> {
  const response = await fetch(`${origin}/robots.txt`);
  await response.text();
  for (const cookie of response.headers.getSetCookie()) {
    const match = CRUMB_PATTERN.exec(cookie);
    if (match?.[1]) return match[1];
  }
  throw new Error('The server set no crumb cookie.');
}
