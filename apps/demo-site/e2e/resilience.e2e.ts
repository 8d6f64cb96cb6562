import { chooseCookies, expect, test, waitForIslands } from './fixtures';

test('a page with a corrupted block: that block stays as server HTML, the others work', async ({
  page,
  problems,
}) => {
  await page.goto('/essais/bloc-corrompu');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const blocks = page.locator('[data-block-kind]');
  await expect(blocks.nth(1)).toHaveAttribute('data-hydration', 'failed');
  await expect(blocks.nth(2)).toHaveAttribute('data-hydration', 'failed');
  // The corrupted gallery keeps its server-rendered images.
  await expect(blocks.nth(1).locator('img').first()).toBeAttached();
  // The accordion before and the gallery after are alive.
  const header = blocks.nth(0).getByRole('button', { name: 'Ce bloc fonctionne' });
  const expanded = await header.getAttribute('aria-expanded');
  await header.press('Enter');
  await expect(header).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  await expect(blocks.nth(3)).toHaveAttribute('data-hydration', 'hydrated');
  await blocks.nth(3).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems.dialogs).toEqual([]);
  expect(problems.errors).toEqual([]);
});
