// `node dist/server/main.js`: the demo site and its API on one origin, from the built client.

import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { openDatabase } from './api';
import { applyHttpLimits, httpLimitsFromEnv } from './http-limits';
import { pregenerateImages } from './images';
import { createSiteApp, readClientAssets } from './site-app';

const appRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dataDir = resolve(process.env.DATA_DIR ?? resolve(appRoot, 'data'));
const clientDir = resolve(appRoot, 'dist/client');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
// Only behind a proxy you run, which sets X-Forwarded-For and X-Forwarded-Proto itself.
const trustProxy = process.env.TRUST_PROXY === '1';
// HTTP_LIMITS, some replaced by HTTP_* variables (see docs/api-server.md), read before
// anything opens, so that a warning comes first.
const httpLimits = httpLimitsFromEnv(process.env);

const db = openDatabase(dataDir);
const imageCacheDir = resolve(dataDir, 'images');
const rateLimit = process.env.FORM_RATE_LIMIT
  ? { max: Number(process.env.FORM_RATE_LIMIT), windowMs: 60_000 }
  : undefined;
const app = createSiteApp({
  db,
  imageCacheDir,
  clientDir,
  assets: await readClientAssets(clientDir),
  trustProxy,
  ...(rateLimit ? { rateLimit } : {}),
});

if (process.env.PREGENERATE_IMAGES !== '0') await pregenerateImages(imageCacheDir);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Atelier Lumière : http://localhost:${info.port}/  (données : ${dataDir})`);
});
// Behind a proxy every connection comes from the proxy: the per-address cap is the proxy's job.
applyHttpLimits(server as Server, {
  ...httpLimits,
  connectionsPerAddress: trustProxy ? 0 : httpLimits.connectionsPerAddress,
});

const stop = () => {
  server.close(() => {
    db.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
