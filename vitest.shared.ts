import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

/** The Chromium that browser tests drive: CHROMIUM_PATH, else Debian's. Never downloaded. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless Chromium through Playwright, as every browser project uses it. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** A package's unit project: framework-free modules in node. */
export function unitProject(name: string) {
  return defineProject({
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.browser.test.ts'],
    },
  });
}

/** A package's browser project: `*.browser.test.ts(x)` files in headless Chromium. */
export function browserProject(name: string, optimizeDeps: string[] = []) {
  return defineProject({
    optimizeDeps: {
      include: [
        'react',
        'react-dom/client',
        'react/jsx-dev-runtime',
        'vitest-browser-react',
        ...optimizeDeps,
      ],
    },
    test: {
      name: `${name} (browser)`,
      include: ['src/**/*.browser.test.{ts,tsx}'],
      browser: chromiumBrowser(),
    },
  });
}
