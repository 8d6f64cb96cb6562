// A local static server for the built pages, with the few API answers the pages call.

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const API = {
  '/api/form/FormSubmissionKey': { key: 'cle-de-bench' },
  '/api/form/SaveFormSubmission': { success: true },
  '/api/1/performance/settings': {
    pageLoadId: 'bench-page-load',
    flags: { rum: true, 'app-specific': true, 'track-page-speed': true, 'track-user-timing': true },
  },
};

/** A solid-colour SVG for `/img/<hue>.svg`: images without the network. */
function svg(name) {
  const hue = Number.parseInt(name, 10) % 360 || 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="hsl(${hue} 55% 45%)"/></svg>`;
}

/** Serves `root` on 127.0.0.1 (any free port), nothing cached, so every run loads alike. */
export async function startServer(root) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const headers = { 'cache-control': 'no-store' };
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    if (Object.hasOwn(API, url.pathname)) {
      response
        .writeHead(200, { ...headers, 'content-type': TYPES['.json'] })
        .end(JSON.stringify(API[url.pathname]));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(204, headers).end();
      return;
    }
    const image = /^\/img\/(\d+)\.svg$/.exec(url.pathname);
    if (image) {
      response.writeHead(200, { ...headers, 'content-type': TYPES['.svg'] }).end(svg(image[1]));
      return;
    }
    const path = normalize(join(root, url.pathname === '/' ? 'index.html' : url.pathname));
    if (!path.startsWith(root)) {
      response.writeHead(403, headers).end();
      return;
    }
    try {
      const body = await readFile(path);
      response
        .writeHead(200, {
          ...headers,
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        })
        .end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
