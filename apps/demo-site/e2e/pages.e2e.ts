import {
  axeViolations,
  expect,
  newProjectContext,
  SITE_PAGES,
  scrollThroughPage,
  test,
  waitForIslands,
} from './fixtures';

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
    // Each block is its own React root: ids made with useId must still be unique in the page,
    // and every aria-controls / aria-labelledby must name an element that exists.
    const ids = await page.evaluate(() => {
      const all = [...document.querySelectorAll('[id]')].map((element) => element.id);
      const referenced = [
        ...document.querySelectorAll('[aria-controls], [aria-labelledby]'),
      ].flatMap((element) =>
        `${element.getAttribute('aria-controls') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`
          .split(/\s+/)
          .filter(Boolean),
      );
      return {
        repeated: all.filter((id, index) => all.indexOf(id) !== index),
        missing: referenced.filter((id) => !document.getElementById(id)),
      };
    });
    expect(ids).toEqual({ repeated: [], missing: [] });

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
  // Frames and the audio player, far down the page, are not created while the page loads: their
  // blocks wait for the viewport.
  for (const kind of ['embed', 'audio', 'scheduling', 'wedding-registry'])
    await expect(page.locator(`[data-block-kind="${kind}"]`)).toHaveAttribute(
      'data-hydrate-on',
      'viewport',
    );
  await expect(page.locator('main iframe, main audio')).toHaveCount(0);
  await scrollThroughPage(page);
  for (const kind of ['embed', 'audio', 'scheduling'])
    await expect(page.locator(`[data-block-kind="${kind}"]`)).toHaveAttribute(
      'data-hydration',
      'hydrated',
    );
  await expect(page.locator('iframe.demo-embed')).toHaveAttribute('title', 'Horaires d’ouverture');
  await expect(page.locator('.demo-audio audio')).toHaveAttribute('src', '/media/carillon.wav');
  for (const kind of ['tour-dates', 'calendar', 'chart', 'summary', 'search', 'collection-link']) {
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

test('/atelier: a menu price is read whole, never broken between the number and the euro sign', async ({
  page,
}) => {
  await page.goto('/atelier');
  const prices = page.locator('[data-block-kind="menu"] [role="tabpanel"] dd strong');
  await expect(prices.first()).toHaveText('65 €');
  // The lines the price's text is laid out on: a piece of text below all the pieces before it
  // starts a new line (pieces on one line overlap vertically, whatever their font).
  const lines = await prices.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      rects.sort((a, b) => a.top - b.top);
      let count = 0;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const rect of rects) {
        if (rect.top >= bottom - 1) count += 1;
        bottom = Math.max(bottom, rect.bottom);
      }
      return count;
    }),
  );
  // The tab shown (« Céramique »: 65 € and 45 €) on one line each; the hidden tab lays out nothing.
  expect(lines.filter((count) => count > 0)).toEqual([1, 1]);
});

test('without JavaScript, /atelier shows the embed frame and the audio player as they are', async ({
  browser,
}, info) => {
  const context = await newProjectContext(browser, info, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/atelier');
  const embed = page.locator('iframe.demo-embed');
  await expect(embed).toBeVisible();
  await expect(embed.contentFrame().locator('body')).toHaveText(
    'Du mercredi au samedi, de 11 h à 19 h.',
  );
  const player = page.locator('.demo-audio audio');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', '/media/carillon.wav');
  // The element fills the room kept for it when a script creates it (nothing moves then).
  for (const [box, element] of [
    ['.demo-embed-box', 'iframe.demo-embed'],
    ['.demo-audio__player', '.demo-audio audio'],
  ] as const) {
    const outer = await page.locator(box).boundingBox();
    const inner = await page.locator(element).boundingBox();
    expect(inner?.height).toBe(outer?.height);
  }
  await context.close();
});

test('/atelier: scrolling past the widgets moves nothing below them (their room is kept while they load)', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    const store = { shift: 0 };
    (window as unknown as { __shift: typeof store }).__shift = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        store.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/atelier');
  const faq = page.getByRole('heading', { name: 'Questions fréquentes' });
  const top = () => faq.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  const widgets = page.locator('.vitrine-widget');
  const count = await widgets.count();
  expect(count).toBeGreaterThan(3);
  // Down the page as a visitor scrolls: each widget loads its rendering as it comes near.
  for (let y = 0; y <= before; y += 400) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await expect(page.locator('.vitrine-widget[data-state="ready"]')).toHaveCount(count);
  expect(await top()).toBe(before);
  const shift = await page.evaluate(
    () => (window as unknown as { __shift: { shift: number } }).__shift.shift,
  );
  expect(shift).toBe(0);
  expect(problems.errors).toEqual([]);
});
