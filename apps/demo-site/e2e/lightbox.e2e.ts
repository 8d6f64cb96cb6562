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
  // The demo's trapped caption (content/images.ts, image atelier-12), typed here as the visitor
  // must read it: the markup is part of the text.
  const caption =
    'Soirée de vernissage <img src=x onerror=alert(1)> (légende piégée pour les tests).';
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const grid = page.locator('[data-design="grid"]');
  await grid
    .getByRole('button')
    .filter({ has: page.getByRole('img', { name: /guirlande/ }) })
    .first()
    .click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  const shown = lightbox.locator('.vitrine-lightbox__caption');
  // Markup as literal text: the whole caption is the element's text, and it holds no element.
  await expect(shown).toHaveText(caption);
  await expect(shown.locator('*')).toHaveCount(0);
  await expect(lightbox.locator('img[src="x"], [onerror]')).toHaveCount(0);
  expect(problems.dialogs).toEqual([]);
  expect(problems.errors).toEqual([]);
});
