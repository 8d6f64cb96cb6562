import { defineConfig } from 'tsup';
import { markClientFiles } from '../../tsup.shared';

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
    // esbuild drops module directives when bundling: 'use client' goes back on every built file
    // whose module graph reaches React, read from the metafile.
    metafile: true,
    onSuccess: markClientFiles,
  },
  {
    // The optional stylesheet, bundled from its @imports into dist/styles.css.
    entry: { styles: 'src/styles.css' },
    format: ['esm'],
    clean: false,
    minify: false,
  },
]);
