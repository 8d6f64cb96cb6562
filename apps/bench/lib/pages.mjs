// The pages the browser runs, built with esbuild (React bundled, production mode, minified).

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { JOBS } from './jobs.mjs';

const PAGE_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
};

/** Each contender's own stylesheets, so layout costs what it costs on a real page. */
export const GALLERY_CONTENDERS = [
  {
    id: 'vitrine',
    name: '@vitrine/gallery carousel + @vitrine/lightbox',
    entry: 'src/gallery/vitrine.tsx',
    styles: [
      '@vitrine/ui/tokens.css',
      '@vitrine/media/styles.css',
      '@vitrine/lightbox/styles.css',
      '@vitrine/gallery/styles.css',
    ],
  },
  {
    id: 'swiper',
    name: 'swiper/react (Navigation, Keyboard, A11y)',
    entry: 'src/gallery/swiper.tsx',
    styles: ['swiper/css', 'swiper/css/navigation'],
  },
  {
    id: 'embla',
    name: 'embla-carousel-react + yet-another-react-lightbox',
    entry: 'src/gallery/embla.tsx',
    styles: ['yet-another-react-lightbox/styles.css'],
  },
];

const BLOCK_STYLES = [
  '@vitrine/ui/tokens.css',
  '@vitrine/ui/styles.css',
  '@vitrine/media/styles.css',
  '@vitrine/lightbox/styles.css',
  '@vitrine/gallery/styles.css',
  '@vitrine/forms/styles.css',
];

/** Created in the head before any other script: long tasks from the very start. */
export const PROBE_SCRIPT = `window.__bench={longtasks:[],hydrated:0,failed:0,errors:[]};try{new PerformanceObserver(function(l){for(const e of l.getEntries())window.__bench.longtasks.push({start:e.startTime,duration:e.duration})}).observe({type:'longtask',buffered:true})}catch(e){window.__bench.errors.push('no longtask observer: '+e)}`;

const PAGE_CONTEXT = {
  website: { id: 'site-bench', websiteType: 1, siteStatus: { value: 'paid' } },
  templateId: 'bench',
  pageType: 2,
};

function html({ title, styles = [], head = '', body = '', scripts = [] }) {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script>${PROBE_SCRIPT}</script>
${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${head}
</head>
<body>
${body}
${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</body>
</html>
`;
}

async function concatStyles(benchRoot, specifiers) {
  const parts = [];
  for (const specifier of specifiers) {
    const url = import.meta.resolve(specifier, pathToFileURL(join(benchRoot, 'package.json')));
    parts.push(`/* ${specifier} */\n${await readFile(fileURLToPath(url), 'utf8')}`);
  }
  return parts.join('\n');
}

/**
 * Builds every page into `dist/pages` and answers what the runtime steps need: the gallery
 * contenders, the smoke pages of the byte jobs, the hydration pages and the form page.
 */
export async function buildPages(benchRoot, settings, log) {
  const out = join(benchRoot, 'dist/pages');
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const bundle = (options) =>
    build({ ...PAGE_OPTIONS, absWorkingDir: benchRoot, plugins: settings.plugins, ...options });

  // The 200-slide gallery, one page per contender.
  for (const contender of GALLERY_CONTENDERS) {
    await bundle({
      entryPoints: [join(benchRoot, 'src/gallery/harness.tsx')],
      outfile: join(out, `gallery-${contender.id}.js`),
      alias: { contender: join(benchRoot, contender.entry) },
    });
    await writeFile(
      join(out, `gallery-${contender.id}.css`),
      await concatStyles(benchRoot, contender.styles),
    );
    await writeFile(
      join(out, `gallery-${contender.id}.html`),
      html({
        title: contender.name,
        styles: [`gallery-${contender.id}.css`],
        scripts: [`gallery-${contender.id}.js`],
      }),
    );
  }
  log('pages: gallery');

  // One smoke page per byte-job entry, bundled with the same virtual modules and aliases.
  const smoke = new Map();
  for (const job of JOBS) {
    for (const entry of [{ ...job.ours, id: `${job.id}-ours` }, ...job.peers]) {
      if (smoke.has(entry.id)) continue;
      await bundle({
        entryPoints: [join(benchRoot, 'src/smoke.tsx')],
        outfile: join(out, `smoke-${entry.id}.js`),
        alias: { job: join(benchRoot, entry.entry), ...(settings.aliasFor(entry.build) ?? {}) },
      });
      await writeFile(
        join(out, `smoke-${entry.id}.html`),
        html({
          title: entry.label,
          head: `<script type="application/json" id="page-context">${JSON.stringify(PAGE_CONTEXT)}</script>`,
          scripts: [`smoke-${entry.id}.js`],
        }),
      );
      smoke.set(entry.id, { id: entry.id, job: job.id, label: entry.label });
    }
  }
  log('pages: job smoke checks');

  // 60 blocks, server-rendered at build time, hydrated as islands or as one root.
  const ssrFile = join(benchRoot, 'dist/ssr/render.mjs');
  await build({
    ...PAGE_OPTIONS,
    absWorkingDir: benchRoot,
    entryPoints: [join(benchRoot, 'src/hydration/render.tsx')],
    outfile: ssrFile,
    platform: 'node',
    packages: 'external',
    minify: false,
  });
  const { renderIslands, renderOneRoot } = await import(
    `${pathToFileURL(ssrFile).href}?t=${Date.now()}`
  );
  await writeFile(join(out, 'blocks.css'), await concatStyles(benchRoot, BLOCK_STYLES));
  await bundle({
    entryPoints: {
      islands: join(benchRoot, 'src/hydration/islands.tsx'),
      'one-root': join(benchRoot, 'src/hydration/one-root.tsx'),
    },
    outdir: join(out, 'hydration'),
    splitting: true,
    chunkNames: 'chunk-[hash]',
  });
  const islandsBody = renderIslands();
  const rootBody = renderOneRoot();
  for (const [name, body] of [
    ['islands', islandsBody],
    ['one-root', rootBody],
  ]) {
    await writeFile(
      join(out, `hydration-${name}.html`),
      html({
        title: `60 blocs (${name})`,
        styles: ['blocks.css'],
        body: `<main id="page">${body}</main>`,
        scripts: [`hydration/${name}.js`],
      }),
    );
  }
  log('pages: 60-block page');

  // The 60-field form.
  await bundle({
    entryPoints: [join(benchRoot, 'src/form/harness.tsx')],
    outfile: join(out, 'form.js'),
  });
  await writeFile(
    join(out, 'form.css'),
    await concatStyles(benchRoot, ['@vitrine/ui/tokens.css', '@vitrine/forms/styles.css']),
  );
  await writeFile(
    join(out, 'form.html'),
    html({ title: 'Formulaire de 60 champs', styles: ['form.css'], scripts: ['form.js'] }),
  );
  log('pages: 60-field form');

  return {
    root: out,
    smoke: [...smoke.values()],
    htmlBytes: { islands: islandsBody.length, oneRoot: rootBody.length },
  };
}
