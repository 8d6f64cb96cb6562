import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// Entries whose modules hold React components and hooks: marked as client modules for React
// Server Components (esbuild drops module directives when bundling, so they are put back here).
const CLIENT_ENTRIES = ['dist/image.js', 'dist/video.js'];

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'image-core': 'src/image-core.ts',
    image: 'src/image.ts',
    'video-core': 'src/video-core.ts',
    video: 'src/video.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  async onSuccess() {
    await copyFile('src/styles.css', 'dist/styles.css');
    for (const file of CLIENT_ENTRIES) {
      const code = await readFile(file, 'utf8');
      if (!code.startsWith("'use client'")) await writeFile(file, `'use client';\n${code}`);
    }
  },
});
