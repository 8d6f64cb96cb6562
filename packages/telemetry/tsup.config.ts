import { defineConfig } from 'tsup';

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    census: 'src/census.ts',
    'visit-cookies': 'src/visit-cookies.ts',
    'error-reporter': 'src/error-reporter.ts',
    logger: 'src/logger.ts',
    'page-speed': 'src/page-speed.ts',
    analytics: 'src/analytics.ts',
    'tracking-beacon': 'src/tracking-beacon.ts',
    'beacon-queue': 'src/beacon-queue.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
});
