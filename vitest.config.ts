import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, STORYBOOK_GROUP_ORDER } from './vitest.shared';

// Every package's own vitest project, plus every Storybook story run as a test in Chromium.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.browser.config.ts',
      'apps/demo-site/vitest.config.ts',
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          include: [
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'react-dom/client',
            'react-aria',
            'react-stately/useControlledState',
            'framer-motion',
            'axe-core',
            'zod/mini',
            'intl-messageformat',
            '@formatjs/icu-messageformat-parser',
            '@googlemaps/js-api-loader',
          ],
        },
        test: {
          name: 'storybook',
          sequence: { groupOrder: STORYBOOK_GROUP_ORDER },
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
