// Optional step of `pnpm bench`: the image bytes the demo site's gallery page (`/galerie`, every
// gallery design) downloads, against the bytes of the size step spec 001 §9 says each image
// needs. In headless Chromium (playwright-core), at a mobile viewport and a desktop one: scroll
// the page through so every image the page loads on scroll loads, wait for the network to be
// quiet, then for every rendered image compare what it shows with the ideal step.
//
// Ideal step: the smallest of 2500, 1500, 1000, 750, 500, 300, 100 at least as wide as the width
// the picture is drawn at (CSS pixels, `object-fit`/`background-size: cover` counted, as the
// media loader counts it) times the device pixel ratio; 2500 above that.
// Downloaded: every image response's body (Resource Timing `encodedBodySize`), each address once
// (a fresh browser context: nothing cached), the ones no element shows any more included.
// Ideal: the body of `?format=<ideal>w` for each distinct address the rendered images would need,
// fetched from the same server.

import { chromium, devices } from 'playwright-core';
import { kB, table } from '../lib/format.mjs';
import { startDemoSite } from './demo-site-server.mjs';

export const IMAGE_SIZE_STEPS = [2500, 1500, 1000, 750, 500, 300, 100];

export const VIEWPORTS = [
  {
    id: 'mobile',
    label: 'mobile 390×844 @2.625 (Pixel 7 user agent, touch)',
    options: {
      userAgent: devices['Pixel 7']?.userAgent,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    },
  },
  {
    id: 'desktop',
    label: 'desktop 1280×800 @1',
    options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  },
];

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const PAGE_PATH = '/galerie';
const WORST = 5;
/** How long one scroll position may wait for its images. */
const SETTLE_TIMEOUT_MS = 8000;

/** The smallest step at least `pixels` wide; 2500 above every step (spec 001 §9). */
export function idealStep(pixels) {
  let size = IMAGE_SIZE_STEPS[0];
  for (const step of IMAGE_SIZE_STEPS) if (step >= pixels) size = step;
  return size;
}

/** The step an address asks for (`?format=750w`), or null for an unsized address. */
export function servedStep(url) {
  const format = new URL(url, 'http://localhost').searchParams.get('format');
  const match = format?.match(/^(\d+)w?$/i);
  return match ? Number(match[1]) : null;
}

/** `url` asking for `step` (other query parameters kept). */
export function withStep(url, step) {
  const parsed = new URL(url);
  parsed.searchParams.set('format', `${step}w`);
  return parsed.href;
}

/**
 * Width (CSS px) the picture is drawn at in a box, as the media loader counts it: `cover`
 * scales it to fill the box (wider than the box when the box is taller than the picture),
 * `contain`/`scale-down` to fit inside it; anything else fills the box's width.
 */
export function drawnWidth({ boxWidth, boxHeight, fit, naturalRatio }) {
  if (!(naturalRatio > 0) || !(boxHeight > 0)) return boxWidth;
  if (fit === 'cover') return Math.max(boxWidth, boxHeight * naturalRatio);
  if (fit === 'contain' || fit === 'scale-down')
    return Math.min(boxWidth, boxHeight * naturalRatio);
  return boxWidth;
}

/** In the page: what each image element shows, and every image response. */
function collectInPage() {
  const ratioOf = (element, fallback) => {
    const match = element.getAttribute('data-image-dimensions')?.match(/^(\d+)x(\d+)$/);
    if (match && Number(match[2]) > 0) return Number(match[1]) / Number(match[2]);
    return fallback;
  };
  const designOf = (element) =>
    element.closest('[data-design]')?.getAttribute('data-design') ??
    element.closest('[data-block-kind]')?.getAttribute('data-block-kind') ??
    'page';
  const boxOf = (element, style) => {
    const rect = element.getBoundingClientRect();
    return {
      boxWidth: rect.width,
      boxHeight: rect.height,
      visible:
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        element.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false,
    };
  };
  const images = [];
  for (const element of document.querySelectorAll('img')) {
    const style = getComputedStyle(element);
    const natural =
      element.naturalWidth > 0 && element.naturalHeight > 0
        ? element.naturalWidth / element.naturalHeight
        : undefined;
    images.push({
      kind: 'img',
      url: element.currentSrc || '',
      state: element.getAttribute('data-state'),
      design: designOf(element),
      fit: style.objectFit,
      naturalRatio: ratioOf(element, natural),
      ...boxOf(element, style),
    });
  }
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    const match = style.backgroundImage.match(/url\(["']?([^"')]+)["']?\)/);
    if (!match) continue;
    images.push({
      kind: 'background',
      url: new URL(match[1], location.href).href,
      state: element.getAttribute('data-state'),
      design: designOf(element),
      fit:
        style.backgroundSize === 'cover' || style.backgroundSize === 'contain'
          ? style.backgroundSize
          : 'fill',
      naturalRatio: ratioOf(element, undefined),
      ...boxOf(element, style),
    });
  }
  const responses = performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        entry.initiatorType === 'img' ||
        entry.initiatorType === 'css' ||
        /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(new URL(entry.name).pathname),
    )
    .map((entry) => ({
      url: entry.name,
      initiator: entry.initiatorType,
      bytes: entry.encodedBodySize,
      transferred: entry.transferSize,
    }));
  return { images, responses, dpr: window.devicePixelRatio };
}

/** Scrolls down a step at a time, each time until no image is loading, then back to the top. */
async function scrollThrough(page) {
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.75));
  for (let y = 0; ; y += step) {
    const height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(150);
    await page
      .waitForFunction(() => !document.querySelector('[data-state="loading"]'), undefined, {
        timeout: SETTLE_TIMEOUT_MS,
        polling: 100,
      })
      .catch(() => {});
    if (y + step >= height) break;
  }
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle').catch(() => {});
}

async function bodyLength(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return body.byteLength;
}

/** One viewport: what the page downloads, what each rendered image needs. */
async function measureViewport(browser, origin, viewport, idealBytes, log) {
  const context = await browser.newContext({ ...viewport.options, locale: 'fr-FR' });
  try {
    await context.addInitScript(() => {
      performance.setResourceTimingBufferSize(10_000);
      // Cumulative layout shift as web-vitals counts it: shifts without recent input, grouped in
      // session windows (gaps under 1 s, at most 5 s long), the largest window's sum.
      const windows = { best: 0, current: 0, first: 0, last: 0 };
      window.__benchCls = windows;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries()) {
          if (shift.hadRecentInput) continue;
          const t = shift.startTime;
          if (windows.current > 0 && t - windows.last < 1000 && t - windows.first < 5000) {
            windows.current += shift.value;
          } else {
            windows.current = shift.value;
            windows.first = t;
          }
          windows.last = t;
          windows.best = Math.max(windows.best, windows.current);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'load' });
    await scrollThrough(page);
    const { images, responses, dpr } = await page.evaluate(collectInPage);
    const cls = await page.evaluate(() => window.__benchCls.best);

    const bytesByUrl = new Map();
    for (const response of responses) {
      bytesByUrl.set(response.url, (bytesByUrl.get(response.url) ?? 0) + response.bytes);
    }
    const downloaded = responses.reduce((sum, response) => sum + response.bytes, 0);

    const rendered = [];
    let notLoaded = 0;
    let hiddenLoaded = 0;
    for (const image of images) {
      if (!image.url || image.url.startsWith('data:')) {
        notLoaded += 1;
        continue;
      }
      if (!image.visible) {
        hiddenLoaded += 1;
        // A hidden element still needs its picture at the size of its box (a slide not shown
        // yet); one with no box needs nothing.
        if (!(image.boxWidth > 0)) continue;
      }
      const drawn = drawnWidth(image);
      const needed = Math.ceil(drawn * dpr - 0.01);
      const served = servedStep(image.url);
      const ideal = idealStep(needed);
      const sized = served !== null && new URL(image.url).origin === origin;
      rendered.push({
        ...image,
        drawn,
        needed,
        served,
        ideal,
        idealUrl: sized ? withStep(image.url, ideal) : image.url,
        servedBytes: bytesByUrl.get(image.url) ?? 0,
      });
    }
    for (const image of rendered) {
      if (!idealBytes.has(image.idealUrl)) {
        idealBytes.set(image.idealUrl, bodyLength(image.idealUrl));
      }
      image.idealBytes = await idealBytes.get(image.idealUrl);
    }
    const distinctIdeal = new Map(rendered.map((image) => [image.idealUrl, image.idealBytes]));
    const ideal = [...distinctIdeal.values()].reduce((sum, bytes) => sum + bytes, 0);
    const renderedUrls = new Set(rendered.map((image) => image.url));
    const unused = responses.filter((response) => !renderedUrls.has(response.url));

    const byDesign = new Map();
    for (const image of rendered) {
      const entry = byDesign.get(image.design) ?? {
        design: image.design,
        count: 0,
        over: 0,
        under: 0,
        served: new Map(),
        ideal: new Map(),
      };
      entry.count += 1;
      if (image.served !== null && image.served > image.ideal) entry.over += 1;
      if (image.served !== null && image.served < image.ideal) entry.under += 1;
      entry.served.set(image.url, image.servedBytes);
      entry.ideal.set(image.idealUrl, image.idealBytes);
      byDesign.set(image.design, entry);
    }

    log(
      `${viewport.id}: ${rendered.length} images rendered, ${kB(downloaded)} downloaded, ${kB(ideal)} ideal`,
    );
    return {
      viewport,
      dpr,
      images: images.length,
      rendered,
      notLoaded,
      hiddenLoaded,
      downloaded,
      requests: responses.length,
      ideal,
      unused,
      byDesign: [...byDesign.values()],
      cls,
      errors,
    };
  } finally {
    await context.close();
  }
}

const sum = (values) => [...values].reduce((total, value) => total + value, 0);
const ratioText = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');
const path = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) : url);

export function renderImageBytes(results, origin) {
  const lines = [
    `\`${PAGE_PATH}\` of the built demo site (every gallery design on one page), first visit, in`,
    'headless Chromium, scrolled through until no image loads. _images_: elements (`<img>` or CSS',
    'background) that hold a picture at the end, _hidden_ of them (slides not current), _not',
    'loaded_: elements with none (slides off to the side, never brought into view). _downloaded_:',
    'every image response body (Resource Timing `encodedBodySize`), each address once, superseded',
    'sizes included. _ideal_: for each image, the body of the smallest size step (spec 001 §9) at',
    'least as wide as the width the picture is drawn at (CSS px, `cover` counted) × the device',
    'pixel ratio, each address once, fetched from the same server. A ratio of 1.00× is the goal;',
    '_over_/_under_: images served a larger/smaller step than the ideal one. _CLS_: cumulative',
    'layout shift over the visit, scrolling included (shifts after scroll input count, as for',
    'visitors: only clicks, taps and keys exclude them), largest session window as web-vitals.',
    '',
    table(
      [
        'viewport',
        'images',
        'hidden',
        'not loaded',
        'requests',
        'downloaded',
        'ideal',
        'ratio',
        'over',
        'under',
        'CLS',
      ],
      results.map((result) => [
        result.viewport.label,
        String(result.rendered.length),
        String(result.hiddenLoaded),
        String(result.notLoaded),
        String(result.requests),
        kB(result.downloaded),
        kB(result.ideal),
        ratioText(result.downloaded, result.ideal),
        String(result.rendered.filter((image) => image.served > image.ideal).length),
        String(
          result.rendered.filter((image) => image.served !== null && image.served < image.ideal)
            .length,
        ),
        result.cls.toFixed(3),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ];
  for (const result of results) {
    lines.push(
      '',
      `**${result.viewport.label}** (device pixel ratio ${result.dpr}), by gallery design:`,
      '',
      table(
        ['design', 'images', 'downloaded', 'ideal', 'ratio', 'over', 'under'],
        result.byDesign.map((entry) => [
          entry.design,
          String(entry.count),
          kB(sum(entry.served.values())),
          kB(sum(entry.ideal.values())),
          ratioText(sum(entry.served.values()), sum(entry.ideal.values())),
          String(entry.over),
          String(entry.under),
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    // Furthest from the ideal first: bytes over it (waste) or under it (a blurry picture).
    const gap = (image) => Math.abs(image.servedBytes - image.idealBytes);
    const worst = [...result.rendered]
      .filter((image) => image.served !== image.ideal || image.servedBytes !== image.idealBytes)
      .sort((a, b) => gap(b) - gap(a) || b.servedBytes - a.servedBytes)
      .slice(0, WORST);
    if (worst.length > 0) {
      lines.push(
        '',
        `Worst ${worst.length}, furthest in bytes from their ideal step (over: bytes wasted; under: a picture drawn larger than the file):`,
        '',
        table(
          [
            'image',
            'design',
            'box (CSS px)',
            'drawn',
            'needed px',
            'served',
            'ideal',
            'bytes',
            'ideal bytes',
            'Δ',
          ],
          worst.map((image) => [
            `\`${path(image.url, origin)}\``,
            image.design,
            `${Math.round(image.boxWidth)}×${Math.round(image.boxHeight)}${image.visible ? '' : ' hidden'}`,
            image.drawn.toFixed(1),
            String(image.needed),
            image.served === null ? 'unsized' : `${image.served}w`,
            `${image.ideal}w`,
            kB(image.servedBytes),
            kB(image.idealBytes),
            `${image.servedBytes >= image.idealBytes ? '+' : '−'}${kB(gap(image))}`,
          ]),
          ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
      );
    } else {
      lines.push('', 'Every rendered image is served its ideal step.');
    }
    if (result.unused.length > 0) {
      lines.push(
        '',
        `Downloaded but held by no element at the end (${kB(sum(result.unused.map((r) => r.bytes)))}): ${result.unused
          .map((response) => `\`${path(response.url, origin)}\``)
          .join(', ')}.`,
      );
    }
    if (result.errors.length > 0) {
      lines.push('', `Page errors: ${result.errors.map((error) => `\`${error}\``).join('; ')}.`);
    }
  }
  return lines.join('\n');
}

/**
 * @param {{ chromiumPath: string, log: (message: string) => void }} options
 * @returns {Promise<{ markdown: string }>}
 */
export async function run({ chromiumPath, log }) {
  const site = await startDemoSite(log);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    const idealBytes = new Map();
    const results = [];
    for (const viewport of VIEWPORTS) {
      results.push(await measureViewport(browser, site.origin, viewport, idealBytes, log));
    }
    return { markdown: renderImageBytes(results, site.origin) };
  } finally {
    await browser?.close().catch(() => {});
    await site.close();
  }
}
