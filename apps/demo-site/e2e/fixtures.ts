import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import Database from 'better-sqlite3';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every page of the site a visitor can reach from the navigation, plus the others. */
export const SITE_PAGES = [
  { path: '/', name: 'accueil' },
  { path: '/galerie', name: 'galerie' },
  { path: '/boutique', name: 'boutique' },
  { path: '/contact', name: 'contact' },
  { path: '/atelier', name: 'atelier' },
  { path: '/membres', name: 'membres' },
  { path: '/connexion', name: 'connexion' },
  { path: '/panier', name: 'panier' },
  { path: '/essais/bloc-corrompu', name: 'bloc-corrompu' },
  { path: '/cette-page-n-existe-pas', name: 'introuvable' },
] as const;

/** Console messages that are not the site's errors. */
const IGNORED_CONSOLE = [
  // The corrupted-block page reports its broken blocks on purpose.
  /Error decoding gallery block data\./,
  /Error evaluating gallery block data\./,
  // The embed block's frame is sandboxed without scripts and holds none (hostile-input.e2e.ts
  // checks it); Chromium logs this when the test driver tries to run its own code in it.
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
];

export interface PageProblems {
  readonly errors: string[];
  readonly dialogs: string[];
}

/**
 * A test whose page records console errors, page errors and native dialogs (alert/confirm
 * opened by a script: an injection that ran). Tests assert on them at the end.
 */
export const test = base.extend<{
  problems: PageProblems;
  popupClosedRecently: boolean;
}>({
  /**
   * Whether the visitor closed the popup overlay a moment ago (local storage `date-closed` and
   * `version`), so that it does not cover the page in tests about something else. The popup
   * tests turn it off.
   */
  popupClosedRecently: [true, { option: true }],
  // Through the context's storage state, not an init script (which would also run, and be
  // blocked, in the sandboxed widget frames).
  storageState: async ({ popupClosedRecently, baseURL }, use) => {
    await use(
      popupClosedRecently && baseURL
        ? {
            cookies: [],
            origins: [
              {
                origin: new URL(baseURL).origin,
                localStorage: [
                  { name: 'date-closed', value: String(Date.now()) },
                  { name: 'version', value: '3' },
                ],
              },
            ],
          }
        : { cookies: [], origins: [] },
    );
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], dialogs: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (IGNORED_CONSOLE.some((pattern) => pattern.test(text))) return;
      // The not-found page is answered with 404 on purpose: Chromium logs the document's status.
      if (/status of 404/.test(text) && message.location().url === page.url()) return;
      problems.errors.push(text);
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(problems);
  },
});

export { expect };

/** Runs axe-core in the page and answers its violations (id, impact, targets). */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { exclude: exclude.map((selector) => [selector]) },
      {
        resultTypes: ['violations'],
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
    );
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, options.exclude ?? []);
}

/**
 * Waits until every block with behaviour is hydrated (or failed) and the network is quiet; a
 * block that hydrates on the visitor's first interaction (a form) waits for it, as server HTML.
 */
export async function waitForIslands(page: Page) {
  await page.waitForLoadState('networkidle');
  await islandsSettled(page);
}

/**
 * Every block with behaviour is hydrated, static or failed, or waits as server HTML for the
 * visitor's first interaction or for the viewport (`data-hydrate-on="interaction"` or
 * `"viewport"`, still pending: frames and players far down the page), without waiting for a
 * quiet network (which a hanging call never gives). `scrollThroughPage` brings the latter in.
 */
export async function islandsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-block-kind]')].every((element) => {
        const state = element.getAttribute('data-hydration');
        if (state === 'pending') return element.hasAttribute('data-hydrate-on');
        return state === null || state === 'static' || state === 'hydrated' || state === 'failed';
      }),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Holds the page's requests for an asset, as a slow network would, until `release()`: every
 * request matching `pattern` waits, then goes on as it was. Call before the navigation.
 */
export async function holdAsset(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Scrolls down the whole page as a visitor reading it would (half a screen at a time, a frame
 * apart), then stops on each block that hydrates near the viewport and has not started yet (a
 * block passed between two frames of a quick scroll waits, as it should, until it is seen), until
 * every one has started; then back to the top.
 */
export async function scrollThroughPage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.max(200, Math.round(window.innerHeight / 2)));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // One frame at each stop, or a quarter second when the headless browser draws none (CI
    // saw frames stop for minutes while /atelier hydrated; a frame-only wait then never ends).
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 250);
        }),
    );
  }
  for (const block of await page.locator('[data-hydrate-on="viewport"]').all()) {
    if ((await block.getAttribute('data-hydration')) !== 'pending') continue;
    await block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => block.getAttribute('data-hydration'), {
        message: `${await block.getAttribute('data-block-kind')} starts once in view`,
        timeout: 20_000,
      })
      .not.toBe('pending');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Records the visitor's cookie choice through the banner, so the page is as a returning visitor sees it. */
/**
 * Gives the page's context a visitor id of its own (the ss_cvr cookie), so that per-visitor
 * limits of the server (form submissions a minute) count this test's sends only.
 */
export async function ownVisitorId(page: Page, label: string) {
  await page
    .context()
    .addCookies([
      { name: 'ss_cvr', value: `e2e-${label}-${Date.now()}`, domain: '127.0.0.1', path: '/' },
    ]);
}

/** Fills in the contact form's required fields (first and last name, e-mail, subject) and its message. */
export async function fillContactForm(form: Locator, message: string) {
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Camille');
  await form.getByRole('textbox', { name: /^Nom/ }).last().fill('Durand');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.durand@exemple.fr');
  await form.getByRole('combobox', { name: /Objet/ }).selectOption('Atelier céramique');
  await form.getByRole('textbox', { name: /Message/ }).fill(message);
}

export async function chooseCookies(page: Page, choice: 'accept' | 'refuse') {
  const banner = page
    .getByRole('region', { name: /cookies/i })
    .or(page.getByRole('dialog', { name: /cookies/i }));
  await expect(banner.first()).toBeVisible();
  await page.getByRole('button', { name: choice === 'accept' ? 'Accepter' : 'Refuser' }).click();
  await expect(banner.first()).toBeHidden();
}

/** The demo server's SQLite database, read-only (the server keeps writing to it). */
export function openSiteDatabase(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return new Database(join(dataDir, 'vitrine-demo.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
}

/**
 * A fresh browser context as the test's project sets it up (the page's address, the device), with
 * `options` on top (no JavaScript, for one): a first visit, no storage.
 */
export async function newProjectContext(
  browser: Browser,
  info: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } =
    info.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    ...options,
  });
}

/** Local storage keys and the consent cookie start empty: a first visit. */
export async function freshVisit(page: Page, path: string) {
  await page.context().clearCookies();
  await page.goto(path);
}
