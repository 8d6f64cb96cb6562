// Benchmark: a 200-slide gallery with @vitrine/gallery's carousel, Swiper, and Embla +
// yet-another-react-lightbox. Prints bytes (esbuild min+gz, React excluded) and mount time
// (median of runs, one Chromium session). Run: pnpm --filter @vitrine/bench-gallery bench
// (build @vitrine/gallery first). Not part of pnpm test.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const CONTENDERS = [
  { name: '@vitrine/gallery carousel (+ lightbox)', entry: 'src/vitrine.tsx' },
  { name: 'swiper (react, navigation)', entry: 'src/swiper.tsx' },
  { name: 'embla-carousel-react + yet-another-react-lightbox', entry: 'src/embla.tsx' },
];
const RUNS = 7;
const here = new URL('.', import.meta.url).pathname;
const out = join(here, 'dist');

async function bytes(entry) {
  const result = await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    loader: { '.css': 'empty' },
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

async function page(entry, file) {
  await build({
    entryPoints: [join(here, 'src/harness.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    outfile: join(out, file),
    alias: { contender: join(here, entry) },
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

await mkdir(out, { recursive: true });
const rows = [];
for (const [index, contender] of CONTENDERS.entries()) {
  const file = `bench-${index}.js`;
  await page(contender.entry, file);
  await writeFile(
    join(out, `bench-${index}.html`),
    `<!doctype html><html lang="fr"><meta charset="utf-8"><title>bench</title><body><script type="module" src="./${file}"></script></body></html>`,
  );
  rows.push({ ...contender, index, gz: await bytes(contender.entry) });
}

const server = createServer(async (request, response) => {
  try {
    const body = await readFile(
      join(out, new URL(request.url ?? '/', 'http://127.0.0.1').pathname),
    );
    const type = request.url?.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': type }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox'],
});
try {
  for (const row of rows) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await tab.goto(`http://127.0.0.1:${port}/bench-${row.index}.html`);
    await tab.waitForFunction(() => typeof window.mountBench === 'function');
    await tab.evaluate(() => window.mountBench()); // warm-up
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { elapsed, images } = await tab.evaluate(() => window.mountBench());
      if (images < 200) throw new Error(`${row.name} rendered ${images} images instead of 200.`);
      times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    row.mount = times[Math.floor(times.length / 2)];
    await tab.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`200 slides, ${RUNS} mounts each (median), Chromium headless`);
console.log('contender'.padEnd(52), 'min+gz'.padStart(9), 'mount'.padStart(10));
for (const row of rows) {
  console.log(
    row.name.padEnd(52),
    `${(row.gz / 1000).toFixed(1)} kB`.padStart(9),
    `${row.mount.toFixed(1)} ms`.padStart(10),
  );
}
