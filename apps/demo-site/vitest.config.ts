import { defineProject } from 'vitest/config';

// The demo site's unit project: server and content modules in node. Browser end-to-end checks
// (`*.e2e.*`, `e2e/`) run with Playwright against a started server, not here.
export default defineProject({
  test: {
    name: 'demo-site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.e2e.*', 'e2e/**', 'node_modules/**', 'dist/**'],
  },
});
