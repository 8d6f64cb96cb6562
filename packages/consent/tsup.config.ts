import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    store: 'src/store.ts',
    settings: 'src/settings.ts',
    'settings-schema': 'src/settings-schema.ts',
    policy: 'src/policy.ts',
    banner: 'src/banner.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  // The stylesheet is plain CSS: published as it is written.
  onSuccess: () => copyFile('src/styles.css', 'dist/styles.css'),
});
