import { expect, test, waitForIslands } from './fixtures';

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
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/cookie-banner-island-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  const root = page.locator('#cookie-banner-root');
  await expect(root).toHaveAttribute('data-vitrine-server-banner', '');
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await expect(banner).toBeVisible();
  expect(await root.getAttribute('data-hydration')).toBeNull();

  await page.getByRole('button', { name: 'Refuser' }).click();
  release();
  await expect(root).toHaveAttribute('data-hydration', 'hydrated');
  await expect(banner).toBeHidden();
  const choice = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'vitrine_cookie_choice',
  );
  expect(decodeURIComponent(choice?.value ?? '')).toBe('{"allowed":false}');
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
