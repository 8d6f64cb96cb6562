import type { Page } from '@playwright/test';
import { AT_REST_AFTER_MS } from '@vitrine/runtime/popup-overlay';
import {
  chooseCookies,
  expect,
  fillContactForm,
  holdAsset,
  ownVisitorId,
  test,
  waitForIslands,
} from './fixtures';

test.use({ popupClosedRecently: false });

const popup = (page: Page) =>
  page.getByRole('dialog', { name: 'Rejoignez notre lettre d’information' });

/**
 * Waits until the popup overlay has applied the rules of spec 000 §4 on this page (its
 * `data-decision` says why it shows or not), then checks it does not open and why. A popup that
 * is due opens only once the visitor has been still for AT_REST_AFTER_MS, so « not shown » is
 * read after the page's clock (installed by the test) has run past that wait and the page has
 * drawn two frames since: a popup that opens when it must not is open by then.
 */
async function expectNotShown(page: Page, reason: string) {
  const overlay = page.locator('dialog.vitrine-popup-overlay');
  await expect(overlay).toHaveAttribute('data-decision', /.+/);
  await page.clock.runFor(AT_REST_AFTER_MS + 500);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await overlay.getAttribute('data-state')).toBe('closed');
  expect(await popup(page).isVisible()).toBe(false);
  await expect(overlay).toHaveAttribute('data-decision', reason);
}

test('shows once the cookie choice is made, closes, and stays closed for displayFrequency days', async ({
  page,
  problems,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(popup(page)).toBeHidden();
  await chooseCookies(page, 'refuse');
  await expect(popup(page)).toBeVisible();
  // Closed from the keyboard (the focus is on « Fermer » once it opens), so the focus that follows
  // counts as a keyboard focus too.
  await expect(popup(page).getByRole('button', { name: 'Fermer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeHidden();
  // Nothing was focused before it opened: the focus goes on from the main landmark, with no ring
  // drawn around the whole page.
  const main = page.locator('main');
  await expect(main).toBeFocused();
  expect(await main.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

  await page.goto('/galerie');
  await waitForIslands(page);
  // Closed a moment ago, displayFrequency 7 days.
  await expectNotShown(page, 'recently-closed');

  // 8 days later (displayFrequency 7): it shows again.
  await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (/date-closed/.test(key)) localStorage.setItem(key, String(Date.now() - 8 * 86_400_000));
    }
  });
  await page.goto('/galerie');
  await expect(popup(page)).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('never on the not-found page, nor with the screenshot flag', async ({ page }) => {
  await page.clock.install();
  await page.goto('/page-absente');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await expectNotShown(page, 'page');
  await page.goto('/?screenshot=true');
  await waitForIslands(page);
  await expectNotShown(page, 'screenshot');
});

test('a signup with showUntilSignup hides it for good, and a newer settings version is not needed', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await chooseCookies(page, 'refuse');
  await expect(popup(page)).toBeVisible();
  await popup(page)
    .getByRole('textbox', { name: /e-mail/i })
    .fill(`lecteur-${Date.now()}@exemple.fr`);
  await popup(page).getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(popup(page).getByText('C’est noté')).toBeVisible();
  await expect(popup(page)).toBeHidden({ timeout: 5000 });
  await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (/date-closed/.test(key)) localStorage.setItem(key, String(Date.now() - 30 * 86_400_000));
    }
  });
  await page.goto('/galerie');
  await waitForIslands(page);
  await expectNotShown(page, 'submitted');
});

test('it never opens on a visitor writing a message: it waits until they leave the form, every key kept', async ({
  page,
  problems,
}) => {
  // The popup's code is held until the visitor has started writing, so it decides mid-sentence.
  const popupCode = await holdAsset(page, /\/assets\/popup-[\w-]+\.js$/);
  await page.goto('/contact');
  await chooseCookies(page, 'refuse');
  const message = page
    .locator('[data-block-kind="form"]')
    .getByRole('textbox', { name: /Message/ });
  await message.click();
  await message.pressSequentially('Bonjour, je voudrais ');
  popupCode.release();
  const overlay = page.locator('dialog.vitrine-popup-overlay');
  // Decided: a first visit shows it. Not open: the visitor is writing.
  await expect(overlay).toHaveAttribute('data-decision', 'first-visit');
  await message.pressSequentially('réserver un atelier.');
  await expect(message).toHaveValue('Bonjour, je voudrais réserver un atelier.');
  await expect(message).toBeFocused();
  await expect(overlay).toHaveAttribute('data-state', 'closed');

  // Out of the form (a click on the page's title): the invitation shows, and closing it leaves
  // the message as it was.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(popup(page)).toBeHidden();
  await expect(message).toHaveValue('Bonjour, je voudrais réserver un atelier.');
  expect(problems.errors).toEqual([]);
});

test('it never covers the answer to a form: the contact form sent, « Merci » stays in view', async ({
  page,
  problems,
}) => {
  // Its own visitor id: the form rate limit counts this send alone, whatever ran before.
  await ownVisitorId(page, 'popup-merci');
  await page.clock.install();
  await page.goto('/contact');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const form = page.locator('[data-block-kind="form"]');
  await fillContactForm(form, `Bonjour, une question sur les ateliers (${Date.now()}).`);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  const thanks = form.getByText('Votre message a bien été envoyé');
  await expect(thanks).toBeVisible();
  const overlay = page.locator('dialog.vitrine-popup-overlay');
  // Due on this first visit, it would open once the visitor has been still for the at-rest wait.
  await expect(overlay).toHaveAttribute('data-decision', 'first-visit');
  await page.clock.runFor(AT_REST_AFTER_MS + 500);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await overlay.getAttribute('data-state')).toBe('closed');
  expect(await popup(page).isVisible()).toBe(false);
  await expect(thanks).toBeVisible();
  expect(problems.errors).toEqual([]);
});
