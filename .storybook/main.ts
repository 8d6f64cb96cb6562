import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/;

/** Whether the file starts with a `'use client'` directive (comments before it allowed). */
function startsWithUseClient(file: string | undefined): boolean {
  if (!file) return false;
  try {
    return USE_CLIENT.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  docs: { defaultName: 'Documentation' },
  viteFinal(viteConfig) {
    const rollupOptions = viteConfig.build?.rollupOptions ?? {};
    const userOnwarn = rollupOptions.onwarn;
    viteConfig.build = {
      ...viteConfig.build,
      rollupOptions: {
        ...rollupOptions,
        // The packages mark their React modules `'use client'` for server-component apps;
        // Storybook is a client bundle, where Rollup drops the directive and says so for every
        // module (and, locating it, fails on the directive's source map). Only those two
        // warnings about the `'use client'` directive are silenced; every other one is printed.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"'))
            return;
          if (
            warning.code === 'SOURCEMAP_ERROR' &&
            warning.pos === 0 &&
            startsWithUseClient(warning.id)
          )
            return;
          if (userOnwarn) userOnwarn(warning, warn);
          else warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
