import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/** Entries that hold React components: their files start with 'use client' once built. */
const CLIENT_ENTRIES = ['dist/index.js', 'dist/map.js'];

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      core: 'src/core.ts',
      loader: 'src/loader.ts',
      map: 'src/map.ts',
      places: 'src/places.ts',
    },
    format: ['esm'],
    target: 'es2022',
    dts: true,
    splitting: true,
    treeshake: true,
    clean: true,
    sourcemap: false,
    external: ['react', 'react-dom', /^@vitrine\//],
    // esbuild drops module directives when bundling: put 'use client' back on the React entries.
    async onSuccess() {
      for (const file of CLIENT_ENTRIES) {
        const code = await readFile(file, 'utf8');
        if (!code.startsWith("'use client'")) await writeFile(file, `'use client';\n${code}`);
      }
    },
  },
  {
    // The optional stylesheet, bundled from its @imports into dist/styles.css.
    entry: { styles: 'src/styles.css' },
    format: ['esm'],
    clean: false,
    minify: false,
  },
]);
