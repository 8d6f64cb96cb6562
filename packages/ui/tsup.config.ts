import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * The two stylesheets of the package: `dist/tokens.css` (`@vitrine/ui/tokens.css`, the design
 * tokens as custom properties) is a copy of `src/tokens.css`; `dist/styles.css`
 * (`@vitrine/ui/styles.css`, the optional component styles on those tokens) joins every other
 * `src/**\/*.css` file in path order.
 */
async function buildStylesheets() {
  const sheets = (await readdir('src', { recursive: true }))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.css') && file !== 'tokens.css')
    .sort();
  const parts = await Promise.all(
    sheets.map(
      async (file) => `/* src/${file} */\n${(await readFile(join('src', file), 'utf8')).trim()}\n`,
    ),
  );
  await mkdir('dist', { recursive: true });
  await writeFile('dist/styles.css', parts.join('\n'));
  await copyFile('src/tokens.css', 'dist/tokens.css');
}

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    tokens: 'src/tokens.ts',
    translator: 'src/translator.ts',
    dialogs: 'src/dialogs.ts',
    'system-error-panel': 'src/system-error-panel.ts',
    tooltip: 'src/tooltip.ts',
    accordion: 'src/accordion.ts',
    tabs: 'src/tabs.ts',
    marquee: 'src/marquee.ts',
    'block-animation': 'src/block-animation.ts',
    utilities: 'src/utilities.ts',
    'relative-time': 'src/relative-time.ts',
    'overlay-stack': 'src/overlay-stack.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  onSuccess: buildStylesheets,
});
