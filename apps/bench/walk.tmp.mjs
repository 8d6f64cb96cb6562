import { chromium, devices } from 'playwright-core';
import { startDemoSite } from './steps/demo-site-server.mjs';
const site = await startDemoSite(() => {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const out = [];
try {
  for (const [name, opts] of [['desktop', { viewport: { width: 1280, height: 900 } }], ['phone', { ...devices['Pixel 7'] }]]) {
    const context = await browser.newContext({ ...opts, baseURL: site.origin });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    // 1. the map block on the home page
    await page.goto('/');
    const banner = page.getByRole('region', { name: /cookies/i });
    await banner.getByRole('button', { name: /Refuser|Accepter/ }).first().click();
    const map = page.getByRole('heading', { name: 'Nous trouver' });
    await map.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/walk/${name}-map.png` });
    out.push(`${name} map section text: ${(await page.locator('[data-block-kind="map"]').innerText()).replace(/\s+/g, ' ').slice(0, 200)}`);
    // 2. the cart's remove confirmation
    await page.goto('/boutique');
    await page.waitForTimeout(1000);
    const bowl = page.locator('[data-block-kind="product"]', { hasText: 'Bol en grès émaillé' }).first();
    await bowl.getByRole('button', { name: 'Ajouter au panier' }).click();
    await bowl.getByRole('status').filter({ hasText: 'Ajouté au panier.' }).waitFor();
    await page.goto('/panier');
    const remove = page.getByRole('button', { name: 'Retirer Bol en grès émaillé du panier' });
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.waitForTimeout(700);
    out.push(`${name} remove dialog: ${(await dialog.innerText()).replace(/\s+/g, ' ')}`);
    await page.screenshot({ path: `/tmp/walk/${name}-remove.png` });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    // 3. Escape with unsent text in the contact form
    await page.goto('/contact');
    const message = page.locator('[data-block-kind="form"]').getByRole('textbox', { name: /Message/ });
    await message.click();
    await message.pressSequentially('Bonjour, un atelier le samedi ?');
    await page.locator('h1').first().click();
    await page.keyboard.press('Escape');
    const leave = page.getByRole('alertdialog');
    await leave.waitFor({ timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(700);
    out.push(`${name} escape: url ${new URL(page.url()).pathname}, dialog: ${(await leave.count()) ? (await leave.innerText()).replace(/\s+/g, ' ') : 'none'}`);
    await page.screenshot({ path: `/tmp/walk/${name}-escape.png` });
    if (await leave.count()) await leave.getByRole('button', { name: 'Rester sur la page' }).click();
    await page.waitForTimeout(300);
    out.push(`${name} after stay: url ${new URL(page.url()).pathname}, message kept: ${await message.inputValue()}`);
    out.push(`${name} errors: ${JSON.stringify(errors)}`);
    await context.close();
  }
} finally {
  console.log(out.join('\n'));
  await browser.close();
  await site.close();
}
