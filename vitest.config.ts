import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from './vitest.shared';

// Every package's own vitest project, plus every Storybook story run as a test in Chromium.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.browser.config.ts',
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          include: ['react/jsx-dev-runtime', 'react-dom/client'],
        },
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
