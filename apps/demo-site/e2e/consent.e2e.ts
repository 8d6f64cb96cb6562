import { devices } from '@playwright/test';
import { expect, holdAsset, test, waitForIslands } from './fixtures';

const TRACKING = /\/api\/(census\/RecordHit|1\/performance|v1\/events|census\/tracking)/;

test('accept: the choice is stored, the banner stays hidden, the census records the page view', async ({
  page,
  problems,
}) => {
  const tracking: string[] = [];
  page.on('request', (request) => {
    if (TRACKING.test(request.url())) tracking.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await expect(banner).toBeVisible();
  await waitForIslands(page);
  expect(tracking).toEqual([]);
  const before = await page.context().cookies();
  expect(before.map((cookie) => cookie.name)).not.toContain('ss_cvr');

  const hit = page.waitForRequest(/\/api\/census\/RecordHit/);
  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(banner).toBeHidden();
  await hit;
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toContain('ss_cvr');

  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toBeHidden();
  expect(problems.errors).toEqual([]);
});

test('refuse: nothing is tracked, no visit cookie, and the footer link shows the banner again', async ({
  page,
  problems,
}) => {
  const tracking: string[] = [];
  page.on('request', (request) => {
    if (TRACKING.test(request.url())) tracking.push(new URL(request.url()).pathname);
  });
  await page.goto('/galerie');
  await page.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toBeHidden();
  await page.goto('/');
  await waitForIslands(page);
  await page.waitForTimeout(1500);
  expect(tracking).toEqual([]);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('ss_cvr');
  expect(names).not.toContain('ss_cvt');

  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
  await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toBeVisible();
  const hit = page.waitForRequest(/\/api\/census\/RecordHit/);
  await page.getByRole('button', { name: 'Accepter' }).click();
  await hit;
  expect(problems.errors).toEqual([]);
});

test('the server sends the banner with the page (first paint), and a choice made before it hydrates is kept', async ({
  page,
  problems,
}) => {
  // Hold the banner's script back: the banner on screen is the server's markup alone.
  const bannerCode = await holdAsset(page, /\/assets\/cookie-banner-island-[^/]*\.js$/);
  await page.goto('/contact');
  const root = page.locator('#cookie-banner-root');
  await expect(root).toHaveAttribute('data-vitrine-server-banner', '');
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await expect(banner).toBeVisible();
  expect(await root.getAttribute('data-hydration')).toBeNull();

  await page.getByRole('button', { name: 'Refuser' }).click();
  bannerCode.release();
  await expect(root).toHaveAttribute('data-hydration', 'hydrated');
  await expect(banner).toBeHidden();
  const choice = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'vitrine_cookie_choice',
  );
  expect(decodeURIComponent(choice?.value ?? '')).toBe('{"allowed":false}');
  expect(problems.errors).toEqual([]);
});

test('a choice clicked before the page script has run is kept: the banner posts it, and the page comes back with it', async ({
  page,
  problems,
}) => {
  // The page script is held, as on a slow phone: the banner on screen is the server's form.
  const pageScript = await holdAsset(page, /\/assets\/main-[^/]*\.js$/);
  // Not until 'load': the held script would hold it too.
  await page.goto('/contact?ref=lettre', { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await expect(banner).toBeVisible();
  const back = page.waitForURL(
    (url) => url.pathname === '/contact' && url.search === '?ref=lettre',
    { waitUntil: 'commit' },
  );
  const posted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/choix-cookies',
  );
  await page.getByRole('button', { name: 'Accepter' }).click();
  expect((await posted).status()).toBe(303);
  await back;
  pageScript.release();
  await expect(page.locator('[data-block-kind="form"]').first()).toBeVisible();
  await waitForIslands(page);
  await expect(banner).toHaveCount(0);
  const choice = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'vitrine_cookie_choice',
  );
  expect(decodeURIComponent(choice?.value ?? '')).toBe('{"allowed":true}');
  expect(problems.errors).toEqual([]);
});

test('a request that holds a choice, or sends Sec-GPC: 1, gets no banner in the HTML', async ({
  request,
}) => {
  const first = await (await request.get('/contact')).text();
  expect(first).toContain('id="cookie-banner-root" data-vitrine-server-banner=""');
  const chosen = await (
    await request.get('/contact', {
      headers: { Cookie: `vitrine_cookie_choice=${encodeURIComponent('{"allowed":true}')}` },
    })
  ).text();
  expect(chosen).not.toContain('cookie-banner-root');
  const gpc = await (await request.get('/contact', { headers: { 'Sec-GPC': '1' } })).text();
  expect(gpc).not.toContain('cookie-banner-root');
  const corrupted = await (
    await request.get('/contact', { headers: { Cookie: 'vitrine_cookie_choice=oui' } })
  ).text();
  expect(corrupted).toContain('data-vitrine-server-banner');
});

for (const visit of [
  { name: 'a click (desktop)', device: 'desktop', choice: 'Accepter', allowed: true },
  { name: 'a tap (Pixel 7)', device: 'phone', choice: 'Accepter', allowed: true },
  { name: 'the keyboard (desktop)', device: 'desktop', choice: 'Refuser', allowed: false },
] as const) {
  test(`the banner's code waits for the visitor's first intent on it, is announced before, and ${visit.name} keeps the choice`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      ...(visit.device === 'phone'
        ? devices['Pixel 7']
        : { viewport: { width: 1280, height: 800 } }),
      baseURL,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const bannerScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/cookie-banner-island-[^/]*\.js$/.test(request.url()))
        bannerScripts.push(request.url());
    });
    await page.goto('/');
    await waitForIslands(page);
    const root = page.locator('#cookie-banner-root');
    // Said politely from the server's markup, as the hydrated banner would.
    await expect(root.getByRole('status')).toHaveText(
      'Nous utilisons des cookies pour mesurer l’audience du site et améliorer votre visite. Vous pouvez les accepter ou les refuser.',
    );
    await page.waitForLoadState('networkidle');
    expect(bannerScripts).toEqual([]);
    expect(await root.getAttribute('data-hydration')).toBeNull();

    const button = page.getByRole('button', { name: visit.choice });
    if (visit.device === 'phone') await button.tap();
    else if (visit.name.includes('keyboard')) {
      // The banner comes right after the skip link in the Tab order.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
    } else await button.click();
    await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toBeHidden();
    await expect(root).toHaveAttribute('data-hydration', 'hydrated');
    expect(bannerScripts).toHaveLength(1);
    const choice = (await context.cookies()).find(
      (cookie) => cookie.name === 'vitrine_cookie_choice',
    );
    expect(decodeURIComponent(choice?.value ?? '')).toBe(
      JSON.stringify({ allowed: visit.allowed }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
}
