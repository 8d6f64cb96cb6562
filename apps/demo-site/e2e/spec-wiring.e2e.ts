import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { chooseCookies, expect, scrollThroughPage, test, waitForIslands } from './fixtures';

// The remaining rules of spec 000 wired into the demo: the licensed-assets bar and the badge
// (§4), the collection panel route (§2), the not-found page's path (§8), the masked password
// placeholder (§3) and the console-only errors (§8). Runs on desktop and mobile.

/** The licensed-assets bar, as a visitor's assistive technology finds it. */
const licensedAssetsBar = (page: Page) => page.getByRole('region', { name: 'Images sous licence' });
/** The badge: the credit link at the end of the footer. */
const badge = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Propulsé par Vitrine' });

/**
 * A screenshot of an element, or of the viewport without one, in the test's output, and a copy
 * in SPEC_WIRING_SCREENSHOTS when set.
 */
async function screenshot(page: Page, info: TestInfo, name: string, target?: Locator) {
  const file = info.outputPath(`${name}-${info.project.name}.png`);
  await (target ?? page).screenshot({ path: file });
  const copies = process.env.SPEC_WIRING_SCREENSHOTS;
  if (copies) {
    mkdirSync(copies, { recursive: true });
    copyFileSync(file, join(copies, `${name}-${info.project.name}.png`));
  }
}

/** Console errors of the page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Alerts that say something (the member area keeps an empty live region). */
const spokenAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test.describe('licensed-assets bar and badge (spec 000 §4)', () => {
  test('neither on the home page: no preview licensed image, a 7.1 site with the badge type none', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(licensedAssetsBar(page)).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  });

  test('the bar where preview licensed images exist, without the badge', async ({
    page,
    problems,
  }, info) => {
    await page.goto('/essais/images-sous-licence');
    await chooseCookies(page, 'refuse');
    await waitForIslands(page);
    await expect(licensedAssetsBar(page)).toBeVisible();
    await expect(licensedAssetsBar(page)).toHaveText(
      'Cette page affiche des images sous licence en aperçu. Achetez leur licence avant de publier le site.',
    );
    // Part of the server's HTML, above the header: no layout shift, no script.
    expect(
      await page.evaluate(() =>
        Boolean(
          (document
            .querySelector('.vitrine-licensed-assets-bar')
            ?.compareDocumentPosition(document.querySelector('header') as Node) ?? 0) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ),
    ).toBe(true);
    await expect(badge(page)).toHaveCount(0);
    await screenshot(page, info, 'licensed-assets-bar-viewport');
    await screenshot(page, info, 'licensed-assets-bar', page.locator('body'));
    await screenshot(page, info, 'licensed-assets-bar-alone', licensedAssetsBar(page));
    expect(problems.errors).toEqual([]);
  });

  test('the badge where the site has the light badge, without the bar', async ({
    page,
    problems,
  }, info) => {
    await page.goto('/essais/badge');
    await chooseCookies(page, 'refuse');
    await waitForIslands(page);
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveAttribute('href', 'https://vitrine.example/');
    await expect(page.locator('.vitrine-site-badge')).toHaveAttribute('data-badge-type', 'light');
    await expect(licensedAssetsBar(page)).toHaveCount(0);
    await badge(page).scrollIntoViewIfNeeded();
    // Not under the fixed bars (the mobile info bar, the cookie banner): it takes the clicks.
    await badge(page).click({ trial: true });
    await screenshot(page, info, 'badge', page.locator('body'));
    await screenshot(page, info, 'badge-footer', page.getByRole('contentinfo'));
    await screenshot(page, info, 'badge-viewport');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the collection panel, /pages/{24-character id} (spec 000 §2)', () => {
  test('a collection’s id opens its panel', async ({ page, problems }) => {
    const response = await page.goto('/pages/6650a1b2c3d4e5f6a7b8c004');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Collection « Boutique »' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Boutique', exact: true })).toHaveAttribute(
      'href',
      '/boutique',
    );
    await expect(
      page.getByRole('link', { name: 'Ouvrir dans l’espace de configuration' }),
    ).toHaveAttribute('href', '/config/?frameUrl=%2Fboutique');
    expect(problems.errors).toEqual([]);
  });

  for (const path of ['/pages/6650a1b2c3d4e5f6a7b8cfff', '/pages/boutique']) {
    test(`${path} is not a collection: the not-found page, with the path`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: `Page introuvable\u00a0: ${path}` }),
      ).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  }
});

test.describe('the not-found page carries the requested path (spec 000 §8)', () => {
  test('it shows the path the visitor asked for', async ({ page, problems }) => {
    const response = await page.goto('/ateliers/tournage-2027');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Page introuvable\u00a0: /ateliers/tournage-2027',
    );
    await expect(page).toHaveTitle('Page introuvable · Atelier Lumière');
    expect(problems.errors).toEqual([]);
  });

  test('a path holding markup is shown as text', async ({ page, problems }) => {
    await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Page introuvable\u00a0: /<img src=x onerror=alert(1)>',
    );
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(problems.dialogs).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

test('the password field shows the fixed masked placeholder (spec 000 §3)', async ({
  page,
  problems,
}) => {
  await page.goto('/connexion');
  await waitForIslands(page);
  const password = page.getByLabel('Mot de passe');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('placeholder', '••••••••');
  expect(problems.errors).toEqual([]);
});

test.describe('console-only errors (spec 000 §8)', () => {
  test('a donation block without its button, a form that cannot render and an unparseable audio-streaming URL: logged and reported, nothing shown', async ({
    page,
    problems,
  }, info) => {
    const errors = consoleErrors(page);
    const widgetCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/widget/GetWidgetRendering'))
        widgetCalls.push(request.postData() ?? '');
    });
    const reported: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/RecordJavascriptErrors'))
        reported.push(request.postData() ?? '');
    });

    const response = await page.goto('/essais/erreurs-discretes');
    expect(response?.status()).toBe(200);
    await chooseCookies(page, 'refuse');
    await waitForIslands(page);
    await scrollThroughPage(page);

    await expect
      .poll(() => errors.join('\n'))
      .toMatch(/Donation button missing: the donation block "dons-sans-bouton" has no button/);
    expect(errors.join('\n')).toMatch(/Could not render form: /);
    expect(errors.join('\n')).toMatch(
      /widget "emission-illisible": Unparseable audio-streaming URL: "radio atelier lumière"/,
    );
    // Reported through the page's error reporter (debounced 1 s, spec 000 §9).
    await expect
      .poll(() => reported.join('\n'), { timeout: 15_000 })
      .toMatch(/Donation button missing/);
    await expect
      .poll(() => reported.join('\n'), { timeout: 15_000 })
      .toMatch(/Unparseable audio-streaming URL/);
    expect(widgetCalls.filter((body) => body.includes('emission-illisible'))).toEqual([]);

    // Nothing shown: no message, no dialog; the donation block keeps its text, the form and the
    // widget stay empty, and the block after them works.
    await expect(spokenAlerts(page)).toHaveCount(0);
    expect(problems.dialogs).toEqual([]);
    const donation = page.locator('[data-block-kind="donation"]');
    await expect(
      donation.getByRole('heading', { name: 'Soutenir la résidence d’artistes' }),
    ).toBeVisible();
    await expect(donation.getByRole('button')).toHaveCount(0);
    await expect(page.locator('[data-block-kind="form"]')).toHaveText('');
    await expect(page.locator('[data-block-kind="audio-streaming-embed"]')).toHaveText('');
    for (const kind of ['donation', 'form', 'audio-streaming-embed'])
      await expect(page.locator(`[data-block-kind="${kind}"]`)).not.toContainText(
        /erreur|error|could not|unparseable|missing|manquant/i,
      );
    const header = page.getByRole('button', { name: 'Ce bloc fonctionne' });
    const expanded = await header.getAttribute('aria-expanded');
    await header.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    await screenshot(page, info, 'console-only-errors');
    expect(problems.errors.filter((error) => !errors.includes(error))).toEqual([]);
  });

  test('a missing commerce module: logged, the products stay as the server rendered them', async ({
    page,
    problems,
  }) => {
    const errors = consoleErrors(page);
    // The product blocks' code cannot be fetched (a lost chunk, a deploy that replaced it).
    await page.route(/\/assets\/product-block-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/boutique');
    await chooseCookies(page, 'refuse');
    await waitForIslands(page);

    await expect
      .poll(() => errors.join('\n'))
      .toMatch(/Commerce module missing: the "product" code did not load/);
    const products = page.locator('[data-block-kind="product"]');
    expect(await products.count()).toBeGreaterThan(0);
    for (const product of await products.all())
      await expect(product).toHaveAttribute('data-hydration', 'failed');
    await expect(products.first().getByRole('heading').first()).toBeVisible();
    await expect(spokenAlerts(page)).toHaveCount(0);
    expect(problems.dialogs).toEqual([]);
    // The rest of the page goes on: the donation block (commerce too, its own chunk) works.
    await expect(page.locator('[data-block-kind="donation"]')).toHaveAttribute(
      'data-hydration',
      'hydrated',
    );
  });
});
