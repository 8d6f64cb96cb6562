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
  await expect(phone.locator('#mobile-info-bar-root').getByRole('link').first()).toBeVisible();

  const desktop = await open(browser, baseURL, false);
  // The bar's code is fetched when it shows: once the page's network is quiet it would be there.
  await desktop.waitForLoadState('networkidle');
  await expect(desktop.locator('#mobile-info-bar-root')).toHaveCount(0);
  await phone.context().close();
  await desktop.context().close();
});
