import type { Browser } from '@playwright/test';
import { expect, test, waitForIslands } from './fixtures';

// Spec 000 §4: the mobile info bar shows only on mobile, with a width up to 1024 px.

async function open(browser: Browser, baseURL: string | undefined, phone: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: phone ? { width: 412, height: 915 } : { width: 1000, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await page.goto('/');
  await waitForIslands(page);
  return page;
}

test('the mobile info bar shows on a phone, and not in a 1000 px desktop window', async ({
  browser,
  baseURL,
}) => {
  const phone = await open(browser, baseURL, true);
  const bar = phone.getByRole('navigation', { name: 'Informations pratiques' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:/);
  // « Horaires » leads to the opening hours, as the other items lead somewhere.
  await bar.getByRole('link', { name: 'Horaires' }).tap();
  await expect(phone).toHaveURL(/\/atelier#horaires$/);
  await expect(phone.locator('#horaires').getByRole('heading', { name: 'Horaires' })).toBeVisible();

  // The server sends the bar to every device; a desktop window never shows it, not even to a
  // screen reader.
  const desktop = await open(browser, baseURL, false);
  await expect(desktop.locator('#mobile-info-bar-root nav')).toHaveCount(1);
  await expect(desktop.locator('#mobile-info-bar-root')).toBeHidden();
  await expect(desktop.getByRole('navigation', { name: 'Informations pratiques' })).toHaveCount(0);
  await phone.context().close();
  await desktop.context().close();
});

test('on a phone, a field reached with Tab is never focused behind the bar', async ({
  browser,
  baseURL,
}) => {
  const phone = await open(browser, baseURL, true);
  await phone.goto('/contact');
  await waitForIslands(phone);
  const bar = phone.getByRole('navigation', { name: 'Informations pratiques' });
  await expect(bar).toBeVisible();
  const form = phone.locator('[data-block-kind="form"]');
  // The survey's second row: its first choice placed 20 px above the viewport's bottom, under the
  // bar, and the focus on the last choice of the row before, without scrolling.
  const target = form.getByRole('radio', { name: 'Pas du tout d’accord' }).nth(1);
  await target.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    window.scrollBy(0, top - (window.innerHeight - 20));
  });
  await form
    .getByRole('radio', { name: 'Tout à fait d’accord' })
    .first()
    .evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await phone.keyboard.press('Tab');
  await expect(target).toBeFocused();
  const barTop = (await bar.boundingBox())?.y ?? 0;
  const box = await target.boundingBox();
  expect(barTop).toBeGreaterThan(0);
  expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop);
  await phone.context().close();
});
