import { chromium } from 'playwright-core';
import { startServer } from '/work/main/apps/bench/lib/static-server.mjs';

const server = await startServer('/work/main/apps/bench/dist/pages');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.text()));
page.on('request', (r) => r.url().includes('/api') && console.log('req', r.url()));
await page.goto(`${server.origin}/form.html`);
await page.waitForFunction(() => typeof window.benchForm === 'object');
for (const v of ['vitrine', 'native', 'native', 'vitrine'])
  console.log(v, await page.evaluate((v) => window.benchForm.run(v).catch((e) => String(e)), v));
const r = 0;
console.log(r);
const txt = await page.evaluate(() =>
  [...document.querySelectorAll('[role=alert], .vitrine-form__error, [id$=error]')]
    .map((e) => e.textContent)
    .slice(0, 10),
);
console.log(txt);
await browser.close();
await server.close();
