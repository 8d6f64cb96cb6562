import { chooseCookies, expect, holdAsset, test, waitForIslands } from './fixtures';

test('Escape closes the newest overlay first', async ({ page }) => {
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await page.locator('[data-block-kind="gallery"]').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/galerie/);
});

test('an Escape while the lightbox is still loading cancels it and stays on the page', async ({
  page,
  problems,
}) => {
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      leaving.push(new URL(request.url()).pathname);
  });
  // The lightbox's code, held as on a slow network until the visitor has pressed Escape.
  const lightbox = await holdAsset(page, /\/assets\/lightbox-[\w-]+\.js$/);
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const slide = page.locator('[data-block-kind="gallery"]').first().getByRole('button').first();
  await slide.click();
  const escapeCode = page.waitForResponse(/\/assets\/install-escape-key-[\w-]+\.js$/);
  await page.keyboard.press('Escape');
  await escapeCode;
  const lightboxCode = page.waitForResponse(/\/assets\/lightbox-[\w-]+\.js$/);
  lightbox.release();
  await lightboxCode;

  // The visitor asked for the lightbox again: it opens at once, the one lightbox on the page.
  await slide.click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(slide).toBeFocused();
  expect(leaving).toEqual(['/galerie']);
  expect(problems.errors).toEqual([]);
});

test('an anonymous visitor goes to the login flow with Escape (useEscapeKeyToLogin)', async ({
  page,
}) => {
  await page.goto('/boutique?tri=prix');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await page.locator('body').press('Escape');
  await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Fboutique%3Ftri%3Dprix/);
});

test('Escape never leaves the page while the visitor types, nor from the cookie banner (spec 000 §4)', async ({
  page,
  problems,
}) => {
  // Every address the page itself tries to go to (not the test's own page.goto).
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      leaving.push(new URL(request.url()).pathname);
  });

  // The cookie banner, on a first visit: the focus in it, Escape leaves nothing. The Escape
  // key's code loads with the first Escape: it is held here until the visitor has answered the
  // banner, so the Escape is handled once the banner is gone and the focus back on the page.
  const escapeKeyCode = await holdAsset(page, /\/assets\/install-escape-key-[\w-]+\.js$/);
  await page.goto('/contact');
  const banner = page.getByRole('region', { name: /cookies/i });
  await expect(banner).toBeVisible();
  await waitForIslands(page);
  await banner.focus();
  const escapeCode = page.waitForResponse(/\/assets\/install-escape-key-[\w-]+\.js$/);
  await page.keyboard.press('Escape');
  await chooseCookies(page, 'refuse');
  escapeKeyCode.release();
  await escapeCode;

  // The contact form's Message: what was typed stays, and so does the page.
  const message = page
    .locator('[data-block-kind="form"]')
    .getByRole('textbox', { name: /Message/ });
  await message.click();
  await message.pressSequentially('Bonjour, je voudrais réserver un atelier.');
  await message.press('Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(message).toBeFocused();
  await expect(message).toHaveValue('Bonjour, je voudrais réserver un atelier.');

  // The search box of /atelier: the page stays. The box's own Escape is the browser's (Chromium
  // empties a search field), and a second Escape in the empty box leaves nothing either.
  await page.goto('/atelier');
  await waitForIslands(page);
  const search = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
  await search.click();
  await search.pressSequentially('tirage');
  await search.press('Escape');
  await search.press('Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/atelier$/);
  await expect(search).toBeFocused();
  // The two addresses the test opened, and nothing else: no login flow, ever.
  expect(leaving).toEqual(['/contact', '/atelier']);
  expect(problems.errors).toEqual([]);
});

test('a signed-in member goes to the configuration area with Escape, and Shift+Escape logs out', async ({
  page,
  problems,
}) => {
  await page.goto('/connexion');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('membre@atelier-lumiere.fr');
  await page.getByLabel('Mot de passe').fill('lumiere-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

  await page.goto('/galerie');
  await waitForIslands(page);
  await page.locator('body').press('Escape');
  await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Fgalerie/);

  await page.goto('/galerie');
  await waitForIslands(page);
  await page.locator('body').press('Shift+Escape');
  await expect(page).toHaveURL(/\/(\?|$)/);
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('vitrine_session');
  expect(problems.errors).toEqual([]);
});
