import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * `dist/styles.css` (`@vitrine/runtime/styles.css`, optional styles for the site bars, the popup
 * overlay and widget embeds, on `@vitrine/ui`'s tokens) joins every `src/**\/*.css` in path order.
 */
async function buildStylesheet() {
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
}

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    lifecycle: 'src/lifecycle.ts',
    registry: 'src/registry.ts',
    hydration: 'src/hydration.ts',
    session: 'src/session.ts',
    'escape-key': 'src/escape-key.ts',
    'config-redirect': 'src/config-redirect.ts',
    'site-bars': 'src/site-bars.ts',
    'popup-overlay': 'src/popup-overlay.ts',
    'widget-rendering': 'src/widget-rendering.ts',
    fonts: 'src/fonts.ts',
    'site-services': 'src/site-services.ts',
    page: 'src/page.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  onSuccess: buildStylesheet,
});
