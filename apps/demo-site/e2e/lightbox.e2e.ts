import { chooseCookies, expect, test, waitForIslands } from './fixtures';

test('the grid gallery opens the lightbox, steps with the arrow keys and buttons, and closes', async ({
  page,
  problems,
}) => {
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const grid = page.locator('[data-block-kind="gallery"]').first();
  await grid.getByRole('button').first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  const counter = async () => (await lightbox.textContent()) ?? '';
  const first = await counter();
  await page.keyboard.press('ArrowRight');
  await expect.poll(counter).not.toBe(first);
  const second = await counter();
  await lightbox.getByRole('button', { name: /précédente|Précédent/ }).click();
  await expect.poll(counter).toBe(first);
  await lightbox.getByRole('button', { name: /suivante|Suivant/ }).click();
  await expect.poll(counter).toBe(second);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Focus goes back to where it was.
  await expect(grid.getByRole('button').first()).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test('captions holding markup are shown as text and never run', async ({ page, problems }) => {
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const injected = await page.evaluate(
    () => document.querySelectorAll('[data-block-kind="gallery"] img[src="x"], [onerror]').length,
  );
  expect(injected).toBe(0);
  expect(problems.dialogs).toEqual([]);
  expect(problems.errors).toEqual([]);
});
