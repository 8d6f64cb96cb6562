import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against the built site (`pnpm build` first), served by its own server on a
// fresh data folder, in Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT ?? 4399);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    // Chromium 156 starts two renderers for its omnibox popup (chrome://omnibox-popup.top-chrome)
    // with every browser, headless included: about 0.3 s of CPU each time, taken from the page
    // under test on a 2-core machine. No page needs them.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      // The full behaviour suite runs on desktop; mobile browses every page (screenshots, axe).
      testMatch: [
        '**/pages.e2e.ts',
        '**/budgets.e2e.ts',
        '**/shopper.e2e.ts',
        '**/never-lose.e2e.ts',
        '**/viewer.e2e.ts',
        '**/gallery-images.e2e.ts',
        '**/spec-wiring.e2e.ts',
        '**/census.e2e.ts',
        '**/forms-without-script.e2e.ts',
      ],
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: '8',
      HOST: '127.0.0.1',
    },
  },
});
