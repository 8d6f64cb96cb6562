import type { Page } from '@playwright/test';
import { chooseCookies, expect, test, waitForIslands } from './fixtures';

async function login(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('the members page is locked for a visitor; a member logs in, sees it, and logs out once', async ({
  page,
  problems,
}) => {
  await page.goto('/membres');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Page réservée aux membres' })).toBeVisible();
  await expect(page.locator('[data-block-kind="gallery"]')).toHaveCount(0);

  await login(page, 'membre@atelier-lumiere.fr', 'mauvais-mot-de-passe');
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();

  await login(page, 'membre@atelier-lumiere.fr', 'lumiere-2026');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.locator('[data-block-kind="gallery"]')).toHaveCount(1);
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'vitrine_session',
  );
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(session?.secure).toBe(false); // served over http here; Secure over https (unit-tested)

  let logouts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/site-users/account/session') && request.method() === 'DELETE')
      logouts += 1;
  });
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).dblclick();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog').getByText('Déconnexion réussie')).toBeVisible();
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  expect(logouts).toBe(1);
  expect(page.url()).not.toContain('logout=true');
  const after = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(after).not.toContain('vitrine_session');
  await page.goto('/membres');
  await expect(page.getByRole('heading', { name: 'Page réservée aux membres' })).toBeVisible();
  // The wrong password's 401 answer is logged by Chromium itself; nothing else may be.
  expect(problems.errors.filter((text) => !/status of 401/.test(text))).toEqual([]);
});

test('a state-changing call without a valid crumb is refused', async ({ page, request }) => {
  await page.goto('/');
  const noCrumb = await request.post('/api/form/FormSubmissionKey');
  expect(noCrumb.status()).toBeGreaterThanOrEqual(400);
  expect(JSON.stringify(await noCrumb.json())).toContain('crumbFail');
  const wrongCrumb = await request.post('/api/form/FormSubmissionKey?crumb=faux', {
    headers: { cookie: 'crumb=vrai' },
  });
  expect(wrongCrumb.status()).toBeGreaterThanOrEqual(400);
});
