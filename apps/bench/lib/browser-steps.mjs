// The runtime part: one headless Chromium session drives every page.

import { chromium } from 'playwright-core';
import { median } from './format.mjs';
import { GALLERY_CONTENDERS } from './pages.mjs';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Chromium 156 starts two renderers for its omnibox popup (chrome://omnibox-popup.top-chrome)
  // with every browser, headless included: about 0.3 s of CPU each time, taken from the page
  // under test on a 2-core machine. No page needs them.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // Background tabs keep their timers and frames, so no page waits on another.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export async function launchBrowser(executablePath) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return { browser, version: browser.version() };
}

const VIEWPORT = { width: 1280, height: 800 };

/** Long tasks that start up to this long after the end of hydration still count. */
export const TAIL_MS = 500;

/** Each byte-job entry run once: its output, so a bundle that does not do its job shows. */
export async function runSmoke(browser, origin, entries) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const results = [];
  try {
    for (const entry of entries) {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      try {
        await page.goto(`${origin}/smoke-${entry.id}.html`);
        await page.waitForFunction(() => typeof window.benchJob === 'function');
        const output = await page.evaluate(() => window.benchJob());
        results.push({ ...entry, output: output.replace(/\s+/g, ' ').trim(), errors });
      } catch (error) {
        results.push({ ...entry, output: '', errors: [...errors, String(error)] });
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  return results;
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * The 200-slide gallery: per run and contender (interleaved), JS heap after GC before the mount,
 * the mount (createRoot + render + layout, ms), then JS heap after GC with the gallery mounted.
 */
export async function runGallery(browser, origin, runs, log, slides = 200) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const tabs = [];
  try {
    for (const contender of GALLERY_CONTENDERS) {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${origin}/gallery-${contender.id}.html?slides=${slides}`);
      await page.waitForFunction(() => typeof window.benchGallery === 'object');
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      // Warm-up: the first mount compiles the code.
      await page.evaluate(() => window.benchGallery.mount());
      await page.evaluate(() => window.benchGallery.unmount());
      tabs.push({ contender, page, cdp, errors, times: [], heap: [], images: [] });
    }
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 ? [...tabs].reverse() : tabs;
      for (const tab of order) {
        await tab.page.bringToFront();
        const before = await heapAfterGc(tab.cdp);
        const { elapsed, images } = await tab.page.evaluate(() => window.benchGallery.mount());
        await tab.page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const after = await heapAfterGc(tab.cdp);
        await tab.page.evaluate(() => window.benchGallery.unmount());
        tab.times.push(elapsed);
        tab.heap.push(after - before);
        tab.images.push(images);
      }
      log(`gallery (${slides} slides): run ${run + 1}/${runs}`);
    }
  } finally {
    await context.close();
  }
  return tabs.map((tab) => ({
    id: tab.contender.id,
    name: tab.contender.name,
    mount: median(tab.times),
    mounts: tab.times,
    heap: median(tab.heap),
    images: Math.min(...tab.images),
    errors: tab.errors,
  }));
}

/**
 * The 60-block page, loaded fresh per run, islands and one root in turn: total blocking time
 * (long tasks before the last block is hydrated, each counted past 50 ms), the time to the last
 * island (ms since navigation start), the longest task and the JavaScript fetched by then.
 */
export async function runHydration(browser, origin, runs, log) {
  const results = { islands: [], 'one-root': [] };
  for (let run = 0; run <= runs; run += 1) {
    const order = run % 2 ? ['one-root', 'islands'] : ['islands', 'one-root'];
    for (const variant of order) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      try {
        await page.goto(`${origin}/hydration-${variant}.html`, { waitUntil: 'load' });
        await page.waitForFunction(() => window.__bench.done !== undefined, null, {
          timeout: 60_000,
        });
        // Long tasks up to 500 ms past the end count too (what hydration left queued).
        await page.waitForTimeout(TAIL_MS + 200);
        const probe = await page.evaluate((tail) => {
          const bench = window.__bench;
          const done = bench.done ?? Number.NaN;
          const tasks = bench.longtasks.filter((task) => task.start < done + tail);
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= done);
          return {
            done,
            firstScreen: bench.firstScreen ?? done,
            tbt: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
            longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
            longTasks: tasks.length,
            jsBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
            hydrated: bench.hydrated,
            failed: bench.failed,
            errors: bench.errors,
            blocks: document.querySelectorAll('[data-block-kind]').length,
          };
        }, TAIL_MS);
        // The first load of each variant warms the server and the disk cache: not counted.
        if (run > 0) results[variant].push({ ...probe, errors: [...probe.errors, ...errors] });
      } finally {
        await context.close();
      }
    }
    if (run > 0) log(`hydration: run ${run}/${runs}`);
  }
  const summary = (list) => ({
    tbt: median(list.map((r) => r.tbt)),
    done: median(list.map((r) => r.done)),
    firstScreen: median(list.map((r) => r.firstScreen)),
    longest: median(list.map((r) => r.longest)),
    longTasks: median(list.map((r) => r.longTasks)),
    jsBytes: median(list.map((r) => r.jsBytes)),
    blocks: Math.min(...list.map((r) => r.blocks)),
    hydrated: Math.min(...list.map((r) => r.hydrated)),
    failed: Math.max(...list.map((r) => r.failed)),
    errors: [...new Set(list.flatMap((r) => r.errors))],
    runs: list,
  });
  return { islands: summary(results.islands), oneRoot: summary(results['one-root']) };
}

/**
 * The 60-field form, filled through the DOM, then timed from the submit click to the
 * SaveFormSubmission request: @vitrine/forms' FormBlock against the native floor, in turn.
 */
export async function runForm(browser, origin, runs, log) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const results = { vitrine: [], native: [] };
  try {
    await page.goto(`${origin}/form.html`);
    await page.waitForFunction(() => typeof window.benchForm === 'object');
    for (let run = 0; run <= runs; run += 1) {
      const order = run % 2 ? ['native', 'vitrine'] : ['vitrine', 'native'];
      for (const variant of order) {
        const result = await page.evaluate((v) => window.benchForm.run(v), variant);
        if (run > 0) results[variant].push(result);
      }
      if (run > 0) log(`form: run ${run}/${runs}`);
    }
  } finally {
    await context.close();
  }
  const summary = (list) => ({
    elapsed: median(list.map((r) => r.elapsed)),
    beforeKey: median(list.map((r) => r.beforeKey)),
    afterKey: median(list.map((r) => r.afterKey)),
    // Our code's own time: the click to the key request, and the key's answer to the submission.
    own: median(list.map((r) => r.beforeKey + r.afterKey)),
    sentFields: Math.min(...list.map((r) => r.sentFields)),
    runs: list,
  });
  return { vitrine: summary(results.vitrine), native: summary(results.native), errors };
}
