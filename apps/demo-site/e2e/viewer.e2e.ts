import type { CDPSession, Locator, Page } from '@playwright/test';
import { chooseCookies, expect, test, waitForIslands } from './fixtures';

// The gallery and its lightbox as a visitor sees them, on desktop and on a Pixel 7 with touch
// (spec 001 §2 history tracking and lightbox, §4, §9). The slideshow of /galerie tracks its
// slides in the address (historyHash) and opens the lightbox on a click of its slide.

const COLLECTION = '/galerie?utm_source=x';

/** The page's address as the visitor reads it: path, query and hash. */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

async function openGallery(page: Page, path = COLLECTION) {
  await page.goto(path);
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const slideshow = page.locator(
    '[data-block-kind="gallery"] .vitrine-gallery[data-layout="stacked"]',
  );
  await expect(slideshow).toBeVisible();
  return slideshow.first();
}

/** The current slide's id and slide url (its `data-slide-id`; the demo's slide url is its id). */
const currentSlideId = (slideshow: Locator) =>
  slideshow.locator('.vitrine-gallery__slide[data-current="true"]').getAttribute('data-slide-id');

/** Opens the lightbox from the slideshow's current slide. */
async function openLightbox(page: Page, slideshow: Locator) {
  await slideshow.locator('.vitrine-gallery__slide[data-current="true"] button').click();
  const lightbox = page.getByRole('dialog', { name: 'Visionneuse plein écran' });
  await expect(lightbox).toHaveAttribute('data-phase', 'open');
  return lightbox;
}

/** The item the lightbox shows, as its label says ('3 sur 12'). */
const shownItem = (lightbox: Locator) =>
  lightbox.locator('[aria-roledescription="diapositive"]').getAttribute('aria-label');

/** What holds focus: its accessible name, or 'body' when focus was lost to the page. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
  });

test('the address: unchanged on load, one entry for the lightbox, kept on reload, Back closes (spec 001 §2)', async ({
  page,
  problems,
}) => {
  const slideshow = await openGallery(page);
  // Nothing was clicked: the address is the one the visitor came with, campaign included.
  await page.waitForTimeout(500);
  expect(addressOf(page)).toBe(COLLECTION);

  const first = await currentSlideId(slideshow);
  const lightbox = await openLightbox(page, slideshow);
  expect(addressOf(page)).toBe(`/galerie/${first}?utm_source=x#itemId=${first}`);

  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownItem(lightbox)).toBe('2 sur 12');
  const second = await slideshow
    .locator('.vitrine-gallery__slide')
    .nth(1)
    .getAttribute('data-slide-id');
  await expect.poll(() => addressOf(page)).toBe(`/galerie/${second}?utm_source=x#itemId=${second}`);

  // A reload of the lightbox's address shows the lightbox open on the same item, the address
  // as it was.
  const written = addressOf(page);
  await page.reload();
  await waitForIslands(page);
  const reloaded = page.getByRole('dialog', { name: 'Visionneuse plein écran' });
  await expect(reloaded).toHaveAttribute('data-phase', 'open');
  expect(await shownItem(reloaded)).toBe('2 sur 12');
  expect(addressOf(page)).toBe(written);

  // Back closes it and gives the collection's address back; the page stays.
  await page.goBack();
  await expect(reloaded).toBeHidden();
  expect(addressOf(page)).toBe(COLLECTION);
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a grid without history tracking: Back closes its lightbox and the visitor stays on the page, where they were', async ({
  page,
  problems,
}) => {
  await openGallery(page);
  const grid = page.locator('[data-block-kind="gallery"] .vitrine-gallery[data-layout="grid"]');
  const image = grid.locator('.vitrine-gallery__slide button').nth(2);
  await image.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await image.click();
  const lightbox = page.getByRole('dialog', { name: 'Visionneuse plein écran' });
  await expect(lightbox).toHaveAttribute('data-phase', 'open');
  // This grid does not track its items: the address stays the one the visitor came with.
  expect(addressOf(page)).toBe(COLLECTION);

  await page.goBack();
  await expect(lightbox).toBeHidden();
  expect(addressOf(page)).toBe(COLLECTION);
  await expect(grid).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);

  // Closed with its button, it leaves no entry behind: Back then leaves /galerie as usual.
  await image.click();
  await expect(lightbox).toHaveAttribute('data-phase', 'open');
  await lightbox.getByRole('button', { name: 'Fermer' }).click();
  await expect(lightbox).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => window.history.state?.vitrineHistory))
    .toBeUndefined();
  expect(addressOf(page)).toBe(COLLECTION);
  expect(problems.errors).toEqual([]);
});

test('the lightbox fades out on closing (spec 001 §4)', async ({ page, problems }) => {
  const slideshow = await openGallery(page);
  const lightbox = await openLightbox(page, slideshow);
  // The opacity is sampled at every frame from before the press until the dialog is gone, so a
  // busy machine that reports the click late still sees the fade.
  const sampling = page.evaluate(async () => {
    const dialog = document.querySelector('dialog.vitrine-lightbox');
    const seen: number[] = [];
    while (dialog?.isConnected) {
      seen.push(Number(getComputedStyle(dialog).opacity));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return seen;
  });
  await lightbox.getByRole('button', { name: 'Fermer' }).click();
  const samples = await sampling;
  expect(samples.some((opacity) => opacity > 0 && opacity < 1)).toBe(true);
  await expect(lightbox).toBeHidden();
  expect(problems.errors).toEqual([]);
});

/** A finger's swipe through the DevTools protocol: real touch input, as a phone sends it. */
async function swipe(cdp: CDPSession, from: [number, number], to: [number, number]) {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from[0], y: from[1] }],
  });
  for (const share of [0.2, 0.4, 0.6, 0.8, 1]) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [
        { x: from[0] + (to[0] - from[0]) * share, y: from[1] + (to[1] - from[1]) * share },
      ],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('on a phone: a swipe left steps, one from the left edge stays in the page, one down closes (spec 001 §9)', async ({
  page,
  hasTouch,
  problems,
}) => {
  test.skip(!hasTouch, 'touch only');
  const slideshow = await openGallery(page);
  const lightbox = await openLightbox(page, slideshow);
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize() ?? { width: 412, height: 839 };

  await swipe(cdp, [width * 0.8, height / 2], [width * 0.2, height / 2]);
  await expect.poll(() => shownItem(lightbox)).toBe('2 sur 12');
  const stepped = addressOf(page);
  expect(stepped).toContain('#itemId=');

  // From the very left edge rightwards: the previous item, and no browser Back.
  await swipe(cdp, [1, height / 2], [width * 0.7, height / 2]);
  await expect.poll(() => shownItem(lightbox)).toBe('1 sur 12');
  await page.waitForTimeout(300);
  await expect(lightbox).toHaveAttribute('data-phase', 'open');
  expect(new URL(page.url()).pathname).toMatch(/^\/galerie\//);

  await swipe(cdp, [width / 2, height * 0.3], [width / 2, height * 0.75]);
  await expect(lightbox).toBeHidden();
  await expect.poll(() => addressOf(page)).toBe(COLLECTION);
  await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('the keyboard steps to both ends and focus never falls to the page (spec 001 §4)', async ({
  page,
  problems,
}) => {
  // Reduced motion: the slideshow steps at once (a step is refused while a slide moves).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const slideshow = await openGallery(page);
  const previous = slideshow.getByRole('button', { name: 'Diapositive précédente' });
  const next = slideshow.getByRole('button', { name: 'Diapositive suivante' });
  await expect(previous).toBeDisabled();
  await next.focus();
  const seen = new Set<string>();
  for (let step = 1; step < 12; step += 1) {
    await page.keyboard.press('Enter');
    seen.add(await focusedName(page));
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  for (let step = 1; step < 12; step += 1) {
    await page.keyboard.press('Enter');
    seen.add(await focusedName(page));
  }
  await expect(previous).toBeDisabled();
  await expect(next).toBeFocused();
  // From a slide, the arrow keys: focus follows the current slide.
  await slideshow.locator('.vitrine-gallery__slide[data-current="true"] button').focus();
  for (let step = 1; step < 12; step += 1) {
    await page.keyboard.press('ArrowRight');
    seen.add(await focusedName(page));
  }
  await expect(
    slideshow.locator('.vitrine-gallery__slide[data-current="true"] button'),
  ).toBeFocused();
  expect(seen).not.toContain('body');

  // The lightbox: its controls loop, so focus stays on the one pressed, all the way round.
  const lightbox = await openLightbox(page, slideshow);
  const following = lightbox.getByRole('button', { name: 'Suivante' });
  await following.focus();
  for (let step = 0; step < 13; step += 1) {
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Suivante');
  }
  await expect.poll(() => shownItem(lightbox)).toBe('1 sur 12');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shownItem(lightbox)).toBe('12 sur 12');
  expect(await focusedName(page)).toBe('Suivante');
  expect(problems.errors).toEqual([]);
});

test('screenshots: the lightbox over the page and its bars, caption readable', async ({
  page,
  problems,
}, info) => {
  const slideshow = await openGallery(page);
  await page.screenshot({ path: info.outputPath(`galerie-${info.project.name}.png`) });
  const lightbox = await openLightbox(page, slideshow);
  const toggle = lightbox.getByRole('button', { name: 'Afficher la légende' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(lightbox.locator('.vitrine-lightbox__caption')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`visionneuse-${info.project.name}.png`) });

  // Nothing of the page shows through: the lightbox is opaque and above every site bar.
  const covering = await page.evaluate(() => {
    const dialog = document.querySelector('dialog.vitrine-lightbox');
    if (!dialog) return null;
    const style = getComputedStyle(dialog);
    const { innerWidth, innerHeight } = window;
    const points = [
      [innerWidth / 2, innerHeight - 5],
      [5, 5],
      [innerWidth - 5, innerHeight / 2],
    ] as const;
    return {
      background: style.backgroundColor,
      zIndex: Number(style.zIndex),
      onTop: points.every(([x, y]) => dialog.contains(document.elementFromPoint(x, y))),
    };
  });
  expect(covering).toEqual({ background: 'rgb(0, 0, 0)', zIndex: expect.any(Number), onTop: true });
  expect(covering?.zIndex).toBeGreaterThanOrEqual(30000);
  expect(problems.errors).toEqual([]);
});
