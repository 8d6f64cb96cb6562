import { axeViolations, expect, SITE_PAGES, test, waitForIslands } from './fixtures';

// Every page, at desktop and mobile width (the two projects): it answers, hydrates, has no
// console error, no axe violation, and leaves a full-page screenshot in test-results/.
for (const { path, name } of SITE_PAGES) {
  test(`la page ${path} s’affiche sans erreur ni violation d’accessibilité`, async ({
    page,
    problems,
  }, info) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(name === 'introuvable' ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForIslands(page);

    // The first visit shows the cookie banner (restrictive policy); it is part of the page.
    await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Scroll through the page so that every lazy image and island comes in.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.screenshot({
      path: info.outputPath(`${name}-${info.project.name}.png`),
      fullPage: true,
    });
    expect(problems.errors).toEqual([]);
    expect(problems.dialogs).toEqual([]);
  });
}

test('the navigation reaches every page from the home page', async ({ page, problems }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const label of ['Galerie', 'Boutique', 'Contact', 'L’atelier', 'Membres', 'Accueil']) {
    await nav.getByRole('link', { name: label }).click();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  expect(problems.errors).toEqual([]);
});

test('blocks without behaviour ship no JavaScript, blocks with behaviour hydrate', async ({
  page,
}) => {
  await page.goto('/atelier');
  await waitForIslands(page);
  for (const kind of [
    'tour-dates',
    'calendar',
    'chart',
    'audio',
    'embed',
    'summary',
    'search',
    'collection-link',
  ]) {
    await expect(page.locator(`[data-block-kind="${kind}"]`).first()).toHaveAttribute(
      'data-hydration',
      'static',
    );
  }
  await expect(page.locator('[data-block-kind="scheduling"]')).toHaveAttribute(
    'data-hydration',
    'hydrated',
  );
});
