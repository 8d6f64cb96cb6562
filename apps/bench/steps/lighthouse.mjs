// Optional step of `pnpm bench`: Lighthouse 12.8 on the demo site's home, shop, contact, gallery
// and studio pages, with its mobile preset (the default config) and its desktop preset, in
// Debian's Chromium. Prints the four category scores, LCP, CLS, TBT and the JavaScript
// transferred per page and preset, then every audit that keeps a category under 100 and every
// element that shifts: the goal is 100 in every category on every page, and CLS 0.
//
// Lighthouse lives in apps/demo-site (a devDependency, not upgraded: 13 needs Node 22); it is
// resolved from there, and chrome-launcher from Lighthouse.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kB, median, table } from '../lib/format.mjs';
import { demoSiteRoot, startDemoSite } from './demo-site-server.mjs';

export const PAGES = [
  { id: 'home', path: '/' },
  { id: 'shop', path: '/boutique' },
  { id: 'contact', path: '/contact' },
  { id: 'gallery', path: '/galerie' },
  { id: 'studio', path: '/atelier' },
];

export const CATEGORIES = [
  { id: 'performance', label: 'perf' },
  { id: 'accessibility', label: 'a11y' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
];

/** What Lighthouse needs to drive Debian's Chromium headless, as root, in a container. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  // Chromium 156 starts two renderers for its omnibox popup (chrome://omnibox-popup.top-chrome)
  // with every browser, headless included: about 0.3 s of CPU each time, taken from the page
  // under test on a 2-core machine. No page needs them.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Runs per page and preset at most (median run), and the time the passes may take per page
 * measured (both presets): a pass over five pages takes about five times one over a page.
 */
const DEFAULT_MAX_RUNS = 3;
const DEFAULT_BUDGET_PER_PAGE_S = 120;

/** `BENCH_LIGHTHOUSE_PAGES=gallery,/atelier`: the pages to measure, by id or path (default all). */
export function selectPages(raw = process.env.BENCH_LIGHTHOUSE_PAGES) {
  if (raw === undefined || raw.trim() === '') return PAGES;
  const wanted = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = wanted.filter(
    (key) => !PAGES.some((page) => page.id === key || page.path === key),
  );
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_LIGHTHOUSE_PAGES: unknown page ${unknown.join(', ')} (pages: ${PAGES.map((page) => `${page.id} ${page.path}`).join(', ')})`,
    );
  }
  return PAGES.filter((page) => wanted.includes(page.id) || wanted.includes(page.path));
}

/** Lighthouse's report shows an unweighted audit as failed under this score. */
const PASS_THRESHOLD = 0.9;
const ELEMENTS_SHOWN = 4;
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

function whole(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} takes a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

async function loadLighthouse() {
  const require = createRequire(join(demoSiteRoot, 'package.json'));
  let entry;
  try {
    entry = require.resolve('lighthouse');
  } catch {
    throw new Error(
      'lighthouse is not installed in apps/demo-site (a devDependency there): run pnpm install',
    );
  }
  const lighthouseModule = await import(pathToFileURL(entry).href);
  const launcher = await import(
    pathToFileURL(createRequire(entry).resolve('chrome-launcher')).href
  );
  const { version } = createRequire(entry)('../package.json');
  return {
    lighthouse: lighthouseModule.default,
    desktopConfig: lighthouseModule.desktopConfig,
    medianRun: await import(pathToFileURL(join(entry, '../lib/median-run.js')).href).catch(
      () => undefined,
    ),
    launch: launcher.launch,
    version,
  };
}

const score = (category) =>
  category && typeof category.score === 'number' ? Math.round(category.score * 100) : Number.NaN;

/** What the report needs from one Lighthouse result. */
export function summarise(lhr) {
  const audits = lhr.audits ?? {};
  const numeric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const failing = [];
  for (const { id: categoryId } of CATEGORIES) {
    const category = lhr.categories?.[categoryId];
    if (!category || score(category) === 100) continue;
    for (const ref of category.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || audit.score === null || UNSCORED.has(audit.scoreDisplayMode)) continue;
      const weighted = ref.weight > 0;
      if (audit.score >= (weighted ? 1 : PASS_THRESHOLD)) continue;
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        weighted,
        score: audit.score,
        value: audit.displayValue ?? '',
        nodes: (audit.details?.items ?? [])
          .map((item) => item.node?.selector)
          .filter((selector) => typeof selector === 'string'),
      });
    }
  }
  const shifts = (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    selector: item.node?.selector ?? item.node?.snippet ?? '(unknown element)',
    label: item.node?.nodeLabel ?? '',
    score: item.score,
  }));
  return {
    scores: Object.fromEntries(CATEGORIES.map(({ id }) => [id, score(lhr.categories?.[id])])),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
    scriptRequests: scripts?.requestCount ?? Number.NaN,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failing,
    shifts,
    warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    chrome: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1],
  };
}

function formatScore(value) {
  return Number.isFinite(value) ? String(value) : '—';
}

/** 0 as '0' (the goal), a trace of a shift still visible ('4.2e-5'), else three decimals. */
export function formatCls(value) {
  if (!Number.isFinite(value)) return '—';
  if (value === 0) return '0';
  return value < 0.001 ? value.toExponential(1) : value.toFixed(3);
}

function formatMs(value) {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : '—';
}

/** Lighthouse's median run (closest to the median FCP and TTI), or the first run. */
function medianRun(lh, lhrs) {
  if (lhrs.length < 2 || !lh.medianRun) return lhrs[0];
  try {
    const valid = lh.medianRun.filterToValidRuns(lhrs);
    return valid.length ? lh.medianRun.computeMedianRun(valid) : lhrs[0];
  } catch {
    return lhrs[0];
  }
}

/** The first few failing elements, as selectors. */
function elementsText(elements) {
  if (elements.length === 0) return '—';
  const shown = elements.slice(0, ELEMENTS_SHOWN).map((selector) => `\`${selector}\``);
  if (elements.length > ELEMENTS_SHOWN) shown.push(`and ${elements.length - ELEMENTS_SHOWN} more`);
  return shown.join(', ');
}

/** The markdown section from `{ page, preset, runs, summary }` cells. */
export function renderLighthouse({ cells, version, maxRuns, budgetS, elapsedS, origin }) {
  const lines = [];
  const chrome = cells.find((cell) => cell.summary?.chrome)?.summary.chrome;
  const indexes = cells.map((cell) => cell.summary?.benchmarkIndex).filter(Number.isFinite);
  const runs = Math.max(0, ...cells.map((cell) => cell.runs));
  lines.push(
    `Lighthouse ${version}${chrome ? ` in Chromium ${chrome}` : ''}, headless, against the built`,
    'demo site (`node apps/demo-site/dist/server/main.js`, fresh data folder). Presets: the default',
    'config (mobile: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) and',
    '`desktop-config.js`, default throttling. Every run is a first visit (Lighthouse clears the',
    'storage), so the cookie banner shows. Each row is Lighthouse’s median run (closest to the',
    `median FCP and TTI) of ${runs} (at most ${maxRuns}: a next pass starts only when it fits in`,
    `the budget, ${DEFAULT_BUDGET_PER_PAGE_S} s a page by default, ${budgetS} s here; the passes took ${Math.round(elapsedS)} s);`,
    '_perf per run_ gives every run’s performance score, to show the noise. JS: script bytes',
    `transferred and requests (\`resource-summary\`).${
      indexes.length
        ? ` Lighthouse’s benchmark index of this machine: ${Math.round(median(indexes))}.`
        : ''
    }`,
    '',
  );
  const rows = cells.map(({ page, preset, runs, summary, perfRuns, error }) =>
    summary
      ? [
          page.id,
          page.path,
          preset,
          ...CATEGORIES.map(({ id }) => formatScore(summary.scores[id])),
          perfRuns.map(formatScore).join(' '),
          formatMs(summary.lcp),
          formatCls(summary.cls),
          formatMs(summary.tbt),
          `${kB(summary.scriptBytes)} (${summary.scriptRequests})`,
          String(runs),
        ]
      : [page.id, page.path, preset, ...Array(9).fill('—'), `failed: ${error}`, '0'],
  );
  lines.push(
    table(
      [
        'page',
        'path',
        'preset',
        ...CATEGORIES.map(({ label }) => label),
        'perf per run',
        'LCP',
        'CLS',
        'TBT',
        'JS (requests)',
        'runs',
      ],
      rows,
      ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );

  const home = cells.filter((cell) => cell.page.path === '/' && cell.summary);
  if (home.length > 0) {
    lines.push(
      '',
      `Home page scripts as Lighthouse counts them (bodies and each response’s headers): ${home
        .map(({ preset, summary }) => `${preset} ${kB(summary.scriptBytes)}`)
        .join(', ')}. The goal for the home page’s JavaScript (≤ 90 kB gzip) is on the bodies`,
      'alone: the INP section measures and judges it.',
    );
  }

  const measured = cells.filter((cell) => cell.summary);
  const goalMet =
    measured.length === cells.length &&
    measured.every(
      ({ summary }) =>
        CATEGORIES.every(({ id }) => summary.scores[id] === 100) && summary.cls === 0,
    );
  lines.push('');
  if (goalMet) {
    lines.push('Goal met: 100 in every category on every page and preset, CLS 0.');
  } else {
    lines.push(
      '**Goal: 100 / 100 / 100 / 100 on every page and preset, CLS 0.** What stands in the way:',
    );
  }

  // Audits that keep a category under 100, grouped by audit, with where and how much.
  const byAudit = new Map();
  for (const { page, preset, summary } of measured) {
    for (const audit of summary.failing) {
      const key = `${audit.category} ${audit.id}`;
      if (!byAudit.has(key)) byAudit.set(key, { ...audit, where: [], elements: [] });
      const entry = byAudit.get(key);
      entry.where.push(`${page.id} ${preset}${audit.value ? ` (${audit.value})` : ''}`);
      for (const node of audit.nodes) if (!entry.elements.includes(node)) entry.elements.push(node);
    }
  }
  for (const { id: categoryId, label } of CATEGORIES) {
    const under = measured.filter(({ summary }) => summary.scores[categoryId] < 100);
    if (under.length === 0) continue;
    const audits = [...byAudit.values()]
      .filter((audit) => audit.category === categoryId)
      .sort((a, b) => Number(b.weighted) - Number(a.weighted) || b.where.length - a.where.length);
    lines.push(
      '',
      `${label} under 100 on ${under
        .map(({ page, preset, summary }) => `${page.id} ${preset} (${summary.scores[categoryId]})`)
        .join(', ')}.${
        categoryId === 'performance'
          ? ' Metrics (weighted) carry the score; the other audits are Lighthouse’s hints (score under 0.9).'
          : ''
      }`,
      '',
    );
    lines.push(
      audits.length
        ? categoryId === 'performance'
          ? table(
              ['audit', 'title', 'kind', 'where (value)'],
              audits.map((audit) => [
                `\`${audit.id}\``,
                audit.title,
                audit.weighted ? 'metric' : 'hint',
                audit.where.join('; '),
              ]),
            )
          : table(
              ['audit', 'title', 'where (value)', 'elements'],
              audits.map((audit) => [
                `\`${audit.id}\``,
                audit.title,
                audit.where.join('; '),
                elementsText(audit.elements),
              ]),
            )
        : '_No single audit failed: the category’s score is a weighted sum of scores just under 1._',
    );
  }

  const shifting = measured.filter(({ summary }) => summary.cls > 0);
  if (shifting.length > 0) {
    lines.push('', 'Layout shifts (CLS above 0), from the `layout-shifts` audit:', '');
    lines.push(
      table(
        ['page', 'preset', 'CLS', 'element', 'shift score'],
        shifting.flatMap(({ page, preset, summary }) =>
          (summary.shifts.length
            ? summary.shifts
            : [{ selector: '(not reported)', score: NaN }]
          ).map((shift) => [
            page.id,
            preset,
            formatCls(summary.cls),
            `\`${shift.selector}\`${shift.label ? ` “${shift.label}”` : ''}`,
            formatCls(shift.score),
          ]),
        ),
        ['l', 'l', 'r', 'l', 'r'],
      ),
    );
  }

  const lcpRows = measured
    .filter(({ summary }) => summary.lcpElement)
    .map(({ page, preset, summary }) => [
      page.id,
      preset,
      `\`${summary.lcpElement.replaceAll(origin, '').replace(/\s+/g, ' ').slice(0, 140)}\``,
    ]);
  if (lcpRows.length > 0) {
    lines.push('', 'LCP element:', '', table(['page', 'preset', 'element'], lcpRows));
  }

  const warnings = measured.flatMap(({ page, preset, summary }) =>
    summary.warnings.map((warning) => `- ${page.id} ${preset}: ${warning}`),
  );
  if (warnings.length > 0) lines.push('', 'Lighthouse warnings:', '', ...[...new Set(warnings)]);
  return lines.join('\n');
}

/**
 * @param {{ chromiumPath: string, log: (message: string) => void }} options
 * @returns {Promise<{ markdown: string }>}
 */
export async function run({ chromiumPath, log }) {
  const maxRuns = whole('BENCH_LIGHTHOUSE_RUNS', DEFAULT_MAX_RUNS, 1, 9);
  const pages = selectPages();
  const budgetS = whole(
    'BENCH_LIGHTHOUSE_BUDGET_S',
    DEFAULT_BUDGET_PER_PAGE_S * pages.length,
    30,
    3600,
  );
  const lh = await loadLighthouse();
  const presets = [
    { id: 'mobile', config: undefined },
    { id: 'desktop', config: lh.desktopConfig },
  ];
  const site = await startDemoSite(log);
  let chrome;
  try {
    chrome = await lh.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
    const started = performance.now();
    const cells = pages.flatMap((page) =>
      presets.map((preset) => ({ page, preset: preset.id, config: preset.config, lhrs: [] })),
    );
    const errors = new Map();
    // Whole passes over every cell: a second and third pass only when the time allows.
    for (let pass = 1; pass <= maxRuns; pass += 1) {
      const passStarted = performance.now();
      for (const cell of cells) {
        const url = `${site.origin}${cell.page.path}`;
        try {
          const result = await lh.lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: CATEGORIES.map(({ id }) => id),
            },
            cell.config,
          );
          if (!result?.lhr) throw new Error('Lighthouse gave no result');
          cell.lhrs.push(result.lhr);
          const { scores, cls } = summarise(result.lhr);
          log(
            `pass ${pass}: ${cell.page.id} ${cell.preset}: ${CATEGORIES.map(({ id }) => scores[id]).join(' / ')}, CLS ${formatCls(cls)}`,
          );
        } catch (error) {
          errors.set(cell, String(error?.message ?? error).split('\n')[0]);
          log(`pass ${pass}: ${cell.page.id} ${cell.preset}: failed: ${errors.get(cell)}`);
        }
      }
      const passS = (performance.now() - passStarted) / 1000;
      const elapsedS = (performance.now() - started) / 1000;
      if (pass < maxRuns && elapsedS + passS > budgetS) {
        log(`stopping after ${pass} pass(es): another would pass the ${budgetS} s budget`);
        break;
      }
    }
    const elapsedS = (performance.now() - started) / 1000;
    const summaries = cells.map((cell) => {
      const chosen = medianRun(lh, cell.lhrs);
      return {
        page: cell.page,
        preset: cell.preset,
        runs: cell.lhrs.length,
        summary: chosen ? summarise(chosen) : undefined,
        perfRuns: cell.lhrs.map((lhr) => score(lhr.categories?.performance)),
        error: errors.get(cell),
      };
    });
    return {
      markdown: renderLighthouse({
        cells: summaries,
        version: lh.version,
        maxRuns,
        budgetS,
        elapsedS,
        origin: site.origin,
      }),
    };
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        // already gone
      }
    }
    await site.close();
  }
}
