import type { Page } from '@playwright/test';
import { chooseCookies, expect, test, waitForIslands } from './fixtures';

// Gallery images as a visitor sees them, on desktop and on a Pixel 7 (issue "Gallery, lightbox
// and images as a visitor sees them"): every design of spec 001 §2 on /galerie, a placeholder in
// each image's reserved box until it loads, never a broken-image icon, no layout shift.

/** The designs of spec 001 §2 (gallery-enums' LAYOUT_FOR_DESIGN). */
const DESIGNS = [
  'autocolumns',
  'autogrid',
  'carousel',
  'grid',
  'list',
  'slider',
  'slideshow',
  'stacked',
];

/** Records layout shifts from the first paint (the sum is the page's CLS, without input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            return node?.outerHTML?.slice(0, 160) ?? String(node);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );

/**
 * The images on screen the browser would paint as a broken-image icon: complete without pixels,
 * and drawn (not hidden, and not replaced by the placeholder's transparent `content`).
 */
const brokenImagesOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        if (!image.complete || image.naturalWidth > 0) return false;
        const box = image.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (box.bottom < 0 || box.top > innerHeight) return false;
        const style = getComputedStyle(image);
        const hidden =
          style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0';
        return !hidden && style.content === 'normal';
      })
      .map((image) => image.outerHTML.slice(0, 200)),
  );

test('/galerie shows all eight designs', async ({ page, problems }) => {
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const designs = await page
    .locator('[data-block-kind="gallery"] .vitrine-gallery-block')
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-design')));
  expect([...new Set(designs)].sort()).toEqual(DESIGNS);
  expect(problems.errors).toEqual([]);
});

test('scrolling /galerie fast: placeholders, never a broken image, no layout shift', async ({
  page,
  problems,
}, testInfo) => {
  await recordLayoutShifts(page);
  // Slow images, as on a phone network: the placeholders show while the visitor scrolls.
  await page.route('**/images/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const samples: string[][] = [];
  let placeholdersSeen = 0;
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
    samples.push(await brokenImagesOnScreen(page));
    placeholdersSeen += await page.locator('img[data-placeholder]').count();
    if (y === 1400) {
      await page.screenshot({ path: testInfo.outputPath('scrolling.png') });
    }
  }
  expect(samples.flat()).toEqual([]);
  // The scroll was fast enough to meet images still waiting.
  expect(placeholdersSeen).toBeGreaterThan(0);
  await waitForIslands(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  expect(await brokenImagesOnScreen(page)).toEqual([]);
  const shifts = await layoutShifts(page);
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('galerie-top.png') });
  expect(problems.errors).toEqual([]);
});

test('the slider strip does not move sideways once started', async ({ page }) => {
  await page.goto('/galerie');
  await chooseCookies(page, 'refuse');
  const track = page.locator(
    '.vitrine-gallery[data-layout="strip"][data-variant="slides"] .vitrine-gallery__track',
  );
  await track.scrollIntoViewIfNeeded();
  // Started: the strip's island has hydrated and placed its track (on a phone the widest slide
  // fills the strip, so the offset it computes may well be 0).
  await waitForIslands(page);
  const first = await track.getAttribute('style');
  await expect(
    track.locator('.vitrine-gallery__slide[data-current="true"] .vitrine-gallery__image'),
  ).toHaveAttribute('data-state', 'loaded');
  await page.waitForTimeout(300);
  expect(await track.getAttribute('style')).toBe(first);
});

test('a corrupted gallery block shows placeholders, not broken images', async ({
  page,
}, testInfo) => {
  await page.goto('/essais/bloc-corrompu');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  const corrupted = page.locator('[data-block-kind="gallery"]').first();
  await corrupted.scrollIntoViewIfNeeded();
  await expect(corrupted).toHaveAttribute('data-hydration', 'failed');
  expect(await brokenImagesOnScreen(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bloc-corrompu.png') });
});
