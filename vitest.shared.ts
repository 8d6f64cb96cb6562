import { join } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

/** The Chromium that browser tests drive: CHROMIUM_PATH, else Debian's. Never downloaded. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Browser projects run one after another (vitest's `sequence.groupOrder`): fourteen Chromium
 * sessions started at once on a two-core machine miss their connection timeout. Unit projects
 * run first, together (group 0); the Storybook stories run last.
 */
const BROWSER_PROJECT_ORDER = [
  'ui',
  'media',
  'forms',
  'consent',
  'telemetry',
  'commerce',
  'maps',
  'lightbox',
  'gallery',
  'runtime',
];
export const STORYBOOK_GROUP_ORDER = BROWSER_PROJECT_ORDER.length + 2;

function browserGroupOrder(name: string): number {
  const index = BROWSER_PROJECT_ORDER.indexOf(name);
  return index === -1 ? BROWSER_PROJECT_ORDER.length + 1 : index + 1;
}

/** Headless Chromium through Playwright, as every browser project uses it. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    // A loaded machine can take long to hand over a page; the default is 30 s.
    connectTimeout: 120_000,
    // Visual regression checks (`toMatchScreenshot`): references are committed beside the test
    // in `visual-references/`; the local stand-in for Chromatic, which these machines can't reach.
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
        resolveScreenshotPath: ({
          root,
          testFileDirectory,
          arg,
          ext,
        }: {
          root: string;
          testFileDirectory: string;
          arg: string;
          ext: string;
        }) => join(root, testFileDirectory, 'visual-references', `${arg}${ext}`),
      },
    },
    provider: playwright({
      launchOptions: {
        executablePath: chromiumExecutablePath,
        // Chromium 156 starts two renderers for its omnibox popup (chrome://omnibox-popup.top-chrome)
        // with every browser, headless included: about 0.3 s of CPU each time, taken from the page
        // under test on a 2-core machine. No page needs them.
        args: ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
      },
    }),
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
      sequence: { groupOrder: browserGroupOrder(name) },
      include: ['src/**/*.browser.test.{ts,tsx}'],
      browser: chromiumBrowser(),
    },
  });
}
