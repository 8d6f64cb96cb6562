import { chooseCookies, expect, test, waitForIslands } from './fixtures';

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

test('an anonymous visitor goes to the login flow with Escape (useEscapeKeyToLogin)', async ({
  page,
}) => {
  await page.goto('/boutique?tri=prix');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await page.locator('body').press('Escape');
  await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Fboutique%3Ftri%3Dprix/);
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
