import { defineProject } from 'vitest/config';

// The demo site's unit project: server and content modules in node. Browser end-to-end checks
// (`*.e2e.*`, `e2e/`) run with Playwright against a started server, not here; the reliability
// suites (`src/server/reliability`, against the built server process) run in a step of their
// own (`vitest.reliability.config.ts`), on a quiet machine, since they measure latency.
export default defineProject({
  test: {
    name: 'demo-site',
    environment: 'node',
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    exclude: [
      'src/**/*.e2e.*',
      'e2e/**',
      'node_modules/**',
      'dist/**',
      'src/server/reliability/**',
    ],
  },
});
