import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/** Entries holding React components: they start with 'use client' once built. */
const CLIENT_ENTRIES = [
  'base',
  'stacked',
  'strip',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
  'block',
  'index',
].map((entry) => `dist/${entry}.js`);

/** `dist/styles.css` joins every `src/**\/*.css` file in path order; client entries get their directive. */
async function onSuccess() {
  const sheets = (await readdir('src', { recursive: true }))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.css'))
    .sort();
  const parts = await Promise.all(
    sheets.map(
      async (file) => `/* src/${file} */\n${(await readFile(join('src', file), 'utf8')).trim()}\n`,
    ),
  );
  await mkdir('dist', { recursive: true });
  await writeFile('dist/styles.css', parts.join('\n'));
  for (const file of CLIENT_ENTRIES) {
    const code = await readFile(file, 'utf8');
    if (!code.startsWith("'use client'")) await writeFile(file, `'use client';\n${code}`);
  }
}

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    core: 'src/core.ts',
    base: 'src/base.ts',
    stacked: 'src/stacked.ts',
    strip: 'src/strip.ts',
    grid: 'src/grid.ts',
    autogrid: 'src/autogrid.ts',
    autocolumns: 'src/autocolumns.ts',
    autorows: 'src/autorows.ts',
    carousel: 'src/carousel.ts',
    list: 'src/list.ts',
    block: 'src/block.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  onSuccess,
});
