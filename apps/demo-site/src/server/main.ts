// `node dist/server/main.js`: the demo site and its API on one origin, from the built client.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { openDatabase } from './api';
import { pregenerateImages } from './images';
import { createSiteApp, readClientAssets } from './site-app';

const appRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dataDir = resolve(process.env.DATA_DIR ?? resolve(appRoot, 'data'));
const clientDir = resolve(appRoot, 'dist/client');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

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
  ...(rateLimit ? { rateLimit } : {}),
});

if (process.env.PREGENERATE_IMAGES !== '0') await pregenerateImages(imageCacheDir);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Atelier Lumière : http://localhost:${info.port}/  (données : ${dataDir})`);
});

const stop = () => {
  server.close(() => {
    db.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
