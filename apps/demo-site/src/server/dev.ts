// `pnpm dev`: Vite in middleware mode (hot reload of the page script and styles) in front of the
// same Hono app, whose modules Vite reloads on change (ssrLoadModule).
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { CLIENT_ENTRY, STYLES_ENTRY } from './client-entries';

const appRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const dataDir = resolve(process.env.DATA_DIR ?? resolve(appRoot, 'data'));
const port = Number(process.env.PORT ?? 4321);

const vite = await createViteServer({
  root: appRoot,
  server: { middlewareMode: true, hmr: { port: port + 1 } },
  appType: 'custom',
});

const { openDatabase } = (await vite.ssrLoadModule(
  '/src/server/api/index.ts',
)) as typeof import('./api');
const db = openDatabase(dataDir);

const assets = {
  scripts: ['/@vite/client', `/${STYLES_ENTRY}`, `/${CLIENT_ENTRY}`],
  styles: [],
  preloads: [],
};

const listener = getRequestListener(async (request) => {
  const { createSiteApp } = (await vite.ssrLoadModule(
    '/src/server/site-app.tsx',
  )) as typeof import('./site-app');
  const app = createSiteApp({ db, imageCacheDir: resolve(dataDir, 'images'), assets, dev: true });
  const response = await app.fetch(request);
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const html = await vite.transformIndexHtml(new URL(request.url).pathname, await response.text());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, headers });
});

createHttpServer((req, res) => {
  vite.middlewares(req, res, () => void listener(req, res));
}).listen(port, '127.0.0.1', () => {
  console.log(`Atelier Lumière (développement) : http://localhost:${port}/`);
});
