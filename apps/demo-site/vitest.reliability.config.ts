import { defineConfig } from 'vitest/config';

// The reliability suites (issue probes: oversized and slow bodies, floods, cross-site writes, a
// write lock held by another process) against the built server (`dist/server/main.js`), one
// file at a time and alone on the machine: `pnpm test` runs them after the other suites, since
// they measure latency and memory.
export default defineConfig({
  test: {
    name: 'demo-site reliability',
    environment: 'node',
    include: ['src/server/reliability/**/*.test.ts'],
    fileParallelism: false,
  },
});
