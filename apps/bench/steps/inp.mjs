// Optional step of `pnpm bench`: Interaction to Next Paint of five interactions on the demo site,
// and the JavaScript its home page loads before any interaction.
//
// INP: headless Chromium (playwright-core), a mobile viewport, the CPU slowed down 4× through CDP
// (`Emulation.setCPUThrottlingRate`), a fresh browser context per run (a first visit). Each run
// loads the page, answers the cookie banner and closes the newsletter popup when they show, brings
// the target into view, waits until its block is hydrated (`data-hydration`) and the network is
// idle, then does the interaction with real input (a click, a key press). The value is the
// interaction's duration from the Event Timing API: a PerformanceObserver of `event` entries
// (`durationThreshold: 16`, buffered), the longest entry with an `interactionId` that started at
// or after the input; read once such an entry has arrived and the list has stopped growing.
// An interaction that registers (`performance.interactionCount` grows) but reports no entry
// was under the 16 ms threshold. Median of N runs (`--runs`, default 7).
//
// Home JavaScript: `/` loaded in a fresh context per viewport, nothing clicked; every script
// response until the network is idle, its body as sent (gzip), from Playwright's `request.sizes()`.

import { POPUP_OVERLAY_SHOW_REASONS } from '@vitrine/runtime/popup-overlay';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/browser-steps.mjs';
import { kB, median, table } from '../lib/format.mjs';
import { startDemoSite } from './demo-site-server.mjs';
import { VIEWPORTS } from './image-bytes.mjs';

/** The goal for every interaction, and for the home page's JavaScript (gzip, as sent). */
export const INP_GOAL_MS = 100;
export const HOME_JS_GOAL_BYTES = 90_000;

const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter (the smallest threshold the API takes). */
const DURATION_THRESHOLD_MS = 16;
const MOBILE = VIEWPORTS.find((viewport) => viewport.id === 'mobile') ?? VIEWPORTS[0];

/** Loading, hydration and the network under the 4× slowdown. */
const READY_TIMEOUT_MS = 60_000;
/** How long the cookie banner may take to show after the load. */
const BANNER_TIMEOUT_MS = 5_000;
/** How long the popup may take to decide once the banner is answered. */
const POPUP_TIMEOUT_MS = 15_000;
/** From the input to its first event entry (an interaction under 16 ms reports none). */
const SIGNAL_TIMEOUT_MS = 3_000;
/** How long the page may take to show what the interaction did. */
const DONE_TIMEOUT_MS = 15_000;
/** Frames without a new entry before the interaction's entries count as all there. */
const QUIET_FRAMES = 3;

/** The cookie banner's answer on every run (the banner shows on a first visit). */
const CONSENT_CHOICE = 'Accepter';

/**
 * The interactions: `target(page)` finds the element, `prepare` runs before the page is waited
 * on (not measured), `act` is the measured input, `done` resolves once the interaction has done
 * its job (checked after the measure, not timed: a run whose interaction did nothing fails).
 */
export const INTERACTIONS = [
  {
    id: 'gallery-next',
    label: 'gallery next (slideshow, « Diapositive suivante »)',
    path: '/galerie',
    target: (page) =>
      page
        .getByRole('region', { name: 'Diaporama de l’atelier' })
        .getByRole('button', { name: /suivante?$/i })
        .first(),
    act: (target) => target.click(),
    done: (page) =>
      page
        .getByRole('region', { name: 'Diaporama de l’atelier' })
        .getByRole('group', { name: /^2 sur / })
        .waitFor(),
  },
  {
    id: 'lightbox-open',
    label: 'lightbox open (first image of the grid)',
    path: '/galerie',
    target: (page) => page.getByRole('region', { name: 'Grille' }).getByRole('button').first(),
    act: (target) => target.click(),
    done: (page) => page.getByRole('dialog').first().waitFor(),
  },
  {
    id: 'add-to-cart',
    label: 'add to cart (« Ajouter au panier », first product)',
    path: '/boutique',
    target: (page) => page.getByRole('button', { name: 'Ajouter au panier' }).first(),
    act: (target) => target.click(),
    // The cart link in the header counts the article once the cart has answered.
    done: (page) =>
      page
        .getByRole('link', { name: /dans le panier/ })
        .filter({ hasNotText: /^Aucun article/ })
        .first()
        .waitFor({ state: 'attached' }),
  },
  {
    id: 'message-key',
    label: 'a key in the contact form’s « Message »',
    path: '/contact',
    target: (page) => page.getByRole('textbox', { name: /^Message/ }).first(),
    prepare: (target) => target.focus(),
    act: (_target, page) => page.keyboard.press('e'),
    done: async (page, target) =>
      page.waitForFunction((element) => element.value.endsWith('e'), await target.elementHandle()),
  },
  {
    id: 'accordion-toggle',
    label: 'accordion toggle (FAQ, second item)',
    path: '/atelier',
    target: (page) =>
      page.getByRole('button', { name: 'Puis-je venir à l’atelier sans réservation ?' }).first(),
    act: (target) => target.click(),
    done: async (page, target) =>
      page.waitForFunction(
        (element) => element.getAttribute('aria-expanded') === 'true',
        await target.elementHandle(),
      ),
  },
];

/** In the page, before its scripts: every `event` entry of 16 ms or more, as plain data. */
function observeEventTiming(threshold) {
  const store = { entries: [], error: null };
  window.__benchInp = store;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.entries.push({
          name: entry.name,
          interactionId: entry.interactionId ?? 0,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  } catch (error) {
    store.error = String(error);
  }
}

/** Resolves after `frames` animation frames with no new entry (at most 2 s). */
function quietFrames(frames) {
  return new Promise((resolve) => {
    let last = -1;
    let still = 0;
    const timer = setTimeout(resolve, 2000);
    const tick = () => {
      const count = window.__benchInp.entries.length;
      still = count === last ? still + 1 : 0;
      last = count;
      if (still >= frames) {
        clearTimeout(timer);
        resolve();
      } else {
        requestAnimationFrame(tick);
      }
    };
    requestAnimationFrame(tick);
  });
}

/**
 * The interaction's time split as web-vitals' attribution does: input delay (its first event's
 * start to its first handler), processing (first handler start to last handler end, every event
 * of the interaction in that frame), presentation (to the next paint, the longest entry's end).
 */
export function attribute(entries, longest) {
  const own = entries.filter(
    (entry) =>
      entry.interactionId === longest.interactionId &&
      // Durations are rounded to 8 ms: the same paint, as web-vitals groups them.
      Math.abs(entry.startTime + entry.duration - (longest.startTime + longest.duration)) <= 8,
  );
  const start = Math.min(...own.map((entry) => entry.startTime));
  const firstHandler = Math.min(...own.map((entry) => entry.processingStart));
  const lastHandler = Math.max(...own.map((entry) => entry.processingEnd));
  return {
    name: [...new Set(own.map((entry) => entry.name))].join(' '),
    inputDelay: firstHandler - start,
    processing: lastHandler - firstHandler,
    presentation: Math.max(0, longest.startTime + longest.duration - lastHandler),
  };
}

const blockState = (element) => {
  const block = element.closest('[data-block-kind]');
  return block ? (block.getAttribute('data-hydration') ?? 'static') : 'none';
};

/** Answers the cookie banner and closes the newsletter popup, when they show. */
async function clearOverlays(page) {
  const notes = [];
  // Server-rendered on a first visit: there at load when it shows at all.
  const banner = page.getByRole('region', { name: /cookies/i });
  const shown = await banner
    .waitFor({ state: 'visible', timeout: BANNER_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await banner.getByRole('button', { name: CONSENT_CHOICE, exact: true }).click();
    await banner.waitFor({ state: 'hidden', timeout: READY_TIMEOUT_MS });
    notes.push('banner');
  }
  // The popup mounts once no banner is due and says its decision (`data-decision`, with the
  // reason) once it is taken. A popup that decided to show opens when the visitor is at rest
  // (2 s without input), so it is waited for: clicking before it opens would have it cover the
  // target a moment later, under the 4× slowdown.
  const popup = page
    .getByRole('dialog', { includeHidden: true })
    .and(page.locator('[data-decision]'));
  await popup
    .first()
    .waitFor({ state: 'attached', timeout: POPUP_TIMEOUT_MS })
    .catch(() => undefined);
  const reason = await popup
    .first()
    .getAttribute('data-decision', { timeout: 1_000 })
    .catch(() => null);
  const open = page.locator('dialog[open]');
  if (POPUP_OVERLAY_SHOW_REASONS.includes(reason)) {
    // It may also never open (the visitor never rests long enough): then nothing covers.
    await open
      .first()
      .waitFor({ state: 'visible', timeout: POPUP_TIMEOUT_MS })
      .catch(() => undefined);
  }
  if ((await open.count()) > 0) {
    const close = open.first().getByRole('button', { name: 'Fermer', exact: true });
    if (await close.isVisible()) await close.first().click();
    else await page.keyboard.press('Escape');
    await open.first().waitFor({ state: 'hidden', timeout: READY_TIMEOUT_MS });
    notes.push('popup');
  }
  return notes;
}

/** One run of one interaction in a fresh context: `{ inp, entry, under }` or `{ error }`. */
export async function measureOnce(browser, origin, interaction) {
  const context = await browser.newContext({ ...MOBILE.options, locale: 'fr-FR' });
  const errors = [];
  try {
    await context.addInitScript(observeEventTiming, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    page.setDefaultTimeout(READY_TIMEOUT_MS);
    page.on('pageerror', (error) => errors.push(String(error).split('\n')[0]));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    const overlays = await clearOverlays(page);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    await interaction.prepare?.(target, page);
    const handle = await target.elementHandle();
    await page.waitForFunction(
      (element) => {
        const block = element.closest('[data-block-kind]');
        const state = block ? (block.getAttribute('data-hydration') ?? 'static') : 'none';
        return ['hydrated', 'static', 'none', 'failed'].includes(state);
      },
      handle,
      { polling: 100 },
    );
    const state = await handle.evaluate(blockState);
    if (state === 'failed') throw new Error('the block failed to hydrate');
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

    const before = await page.evaluate(() => ({
      now: performance.now(),
      count: performance.interactionCount ?? Number.NaN,
      error: window.__benchInp?.error ?? null,
    }));
    if (before.error) throw new Error(`Event Timing: ${before.error}`);
    await interaction.act(target, page);
    const signalled = await page
      .waitForFunction(
        (since) =>
          window.__benchInp.entries.some(
            (entry) => entry.interactionId > 0 && entry.startTime >= since,
          ),
        before.now,
        { timeout: SIGNAL_TIMEOUT_MS, polling: 'raf' },
      )
      .then(() => true)
      .catch(() => false);
    if (signalled) await page.evaluate(quietFrames, QUIET_FRAMES);
    const after = await page.evaluate(
      (since) => ({
        count: performance.interactionCount ?? Number.NaN,
        entries: window.__benchInp.entries.filter(
          (entry) => entry.interactionId > 0 && entry.startTime >= since,
        ),
      }),
      before.now,
    );
    // Not timed: the page shows what the interaction does (the lightbox may load its code first).
    page.setDefaultTimeout(DONE_TIMEOUT_MS);
    try {
      await interaction.done?.(page, target);
    } catch (error) {
      throw new Error(
        `the interaction did not do its job: ${String(error?.message ?? error).split('\n')[0]}`,
      );
    }
    if (after.entries.length === 0) {
      if (after.count > before.count) return { inp: 0, under: true, overlays, errors };
      throw new Error(
        'the input registered no interaction (no event entry, interactionCount still)',
      );
    }
    const longest = after.entries.reduce((found, next) =>
      next.duration > found.duration ? next : found,
    );
    return {
      inp: longest.duration,
      under: false,
      entry: attribute(after.entries, longest),
      overlays,
      errors,
    };
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0], errors };
  } finally {
    await context.close().catch(() => {});
  }
}

/** `/` in a fresh context per viewport, nothing clicked: every script until the network idles. */
async function measureHomeScripts(browser, origin, viewport) {
  const context = await browser.newContext({ ...viewport.options, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            url: request.url(),
            bytes: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
            status: response?.status() ?? 0,
          };
        })(),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS });
    const scripts = await Promise.all(pending);
    return {
      viewport,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** The median; for an even count the higher middle value (a `< 16` run is no number to average). */
export function upperMedian(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
}

function formatInp(value) {
  if (!Number.isFinite(value)) return '—';
  return value < DURATION_THRESHOLD_MS ? `< ${DURATION_THRESHOLD_MS}` : String(Math.round(value));
}

const milliseconds = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');

/** The markdown section from the INP cells and the home page's scripts. */
export function renderInp({ cells, runs, home, chromium: version, origin }) {
  const lines = [
    `Headless Chromium ${version} (playwright-core) against the built demo site, at`,
    `${MOBILE.label}, the CPU slowed down ${CPU_SLOWDOWN}× (CDP`,
    '`Emulation.setCPUThrottlingRate`). Each run is a first visit in a fresh context: the page',
    `loads, the cookie banner is answered (« ${CONSENT_CHOICE} ») and the newsletter popup closed`,
    'when they show, the target is brought into view, its block hydrated (`data-hydration`) and',
    'the network idle; then the input (a click, a key press), and a check that it did its job.',
    'INP: the longest Event Timing entry (`event`, `durationThreshold: 16`) with an',
    '`interactionId` that started at or after the input, input to next paint; `< 16`: the',
    'interaction registered but reported no entry (under the threshold). Median of',
    `${runs} run${runs === 1 ? '' : 's'} (the higher middle value for an even count); _runs_ in the`,
    'order they ran, ✗ for a failed run.',
    '',
    table(
      ['interaction', 'page', 'INP (median)', 'runs (ms)', 'goal', 'pass'],
      cells.map((cell) => {
        const values = cell.results.filter((result) => !result.error).map((result) => result.inp);
        const middle = upperMedian(values);
        const failed = cell.results.filter((result) => result.error).length;
        return [
          cell.interaction.label,
          cell.interaction.path,
          values.length ? `${formatInp(middle)} ms` : '—',
          cell.results.map((result) => (result.error ? '✗' : formatInp(result.inp))).join(' '),
          `≤ ${INP_GOAL_MS} ms`,
          values.length === 0
            ? 'no run'
            : `${middle <= INP_GOAL_MS ? 'pass' : '**fail**'}${failed ? ` (${failed} ✗)` : ''}`,
        ];
      }),
      ['l', 'l', 'r', 'r', 'l', 'l'],
    ),
  ];

  const measured = cells.flatMap((cell) => cell.results.filter((result) => !result.error));
  const cleared = (what) => measured.filter((result) => result.overlays?.includes(what)).length;
  lines.push(
    '',
    `Of the ${measured.length} measured runs, the cookie banner showed and was answered in ${cleared('banner')}, the newsletter popup opened and was closed in ${cleared('popup')}.`,
  );

  const breakdown = cells
    .map((cell) => {
      const timed = cell.results.filter((result) => result.entry);
      if (timed.length === 0) return null;
      const names = [...new Set(timed.map((result) => result.entry.name))].join(', ');
      const part = (key) => milliseconds(median(timed.map((result) => result.entry[key])));
      return [
        cell.interaction.id,
        names,
        part('inputDelay'),
        part('processing'),
        part('presentation'),
        String(timed.length),
      ];
    })
    .filter(Boolean);
  if (breakdown.length > 0) {
    lines.push(
      '',
      'Where the time goes: medians over the runs that reported an entry, split as web-vitals’',
      'attribution does (input delay, event handlers, then until the next paint):',
      '',
      table(
        ['interaction', 'events', 'input delay', 'processing', 'presentation', 'runs'],
        breakdown,
        ['l', 'l', 'r', 'r', 'r', 'r'],
      ),
    );
  }

  const problems = cells.flatMap((cell) =>
    cell.results.flatMap((result, index) => [
      ...(result.error ? [`- ${cell.interaction.id} run ${index + 1}: ${result.error}`] : []),
      ...[...new Set(result.errors)].map(
        (error) => `- ${cell.interaction.id} run ${index + 1}, page error: \`${error}\``,
      ),
    ]),
  );
  if (problems.length > 0) lines.push('', 'Failed runs and page errors:', '', ...problems);

  if (home) {
    const path = (url) => (url.startsWith(origin) ? url.slice(origin.length) : url);
    lines.push(
      '',
      '### Home page JavaScript',
      '',
      '`/` loaded in a fresh context per viewport (no CPU slowdown), nothing clicked: every',
      'script response until the network is idle (500 ms without a request), its body as sent',
      '(Playwright `request.sizes().responseBodySize`, gzip from the server), headers not counted.',
      '',
      table(
        ['viewport', 'scripts', 'JS (gzip, as sent)', 'goal', 'pass'],
        home.map((result) => [
          result.viewport.label,
          String(result.scripts.length),
          kB(result.bytes),
          `≤ ${kB(HOME_JS_GOAL_BYTES)}`,
          result.bytes <= HOME_JS_GOAL_BYTES ? 'pass' : '**fail**',
        ]),
        ['l', 'r', 'r', 'l', 'l'],
      ),
    );
    const urls = [...new Set(home.flatMap((result) => result.scripts.map((script) => script.url)))];
    const bytesOf = (result, url) => {
      const found = result.scripts.filter((script) => script.url === url);
      return found.length ? found.reduce((sum, script) => sum + script.bytes, 0) : Number.NaN;
    };
    const rows = urls
      .map((url) => [url, ...home.map((result) => bytesOf(result, url))])
      .sort(
        (a, b) =>
          Math.max(...b.slice(1).filter(Number.isFinite)) -
          Math.max(...a.slice(1).filter(Number.isFinite)),
      );
    lines.push(
      '',
      'The scripts, largest first:',
      '',
      table(
        ['script', ...home.map((result) => result.viewport.id)],
        rows.map(([url, ...bytes]) => [`\`${path(url)}\``, ...bytes.map(kB)]),
        ['l', ...home.map(() => 'r')],
      ),
    );
    const plain = home.flatMap((result) =>
      result.scripts.filter((script) => script.encoding === 'identity' && script.bytes > 1000),
    );
    if (plain.length > 0) {
      lines.push(
        '',
        `Sent uncompressed: ${[...new Set(plain.map((script) => `\`${path(script.url)}\``))].join(', ')}.`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * @param {{ chromiumPath: string, log: (message: string) => void, runs?: number }} options
 * @returns {Promise<{ markdown: string }>}
 */
export async function run({ chromiumPath, log, runs = 7 }) {
  const site = await startDemoSite(log);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    const home = [];
    for (const viewport of VIEWPORTS) {
      const result = await measureHomeScripts(browser, site.origin, viewport);
      log(`home JS ${viewport.id}: ${kB(result.bytes)} in ${result.scripts.length} scripts`);
      home.push(result);
    }
    const cells = INTERACTIONS.map((interaction) => ({ interaction, results: [] }));
    // Whole passes over the interactions, so a slow stretch of the machine hits them all.
    for (let pass = 1; pass <= runs; pass += 1) {
      for (const cell of cells) {
        const result = await measureOnce(browser, site.origin, cell.interaction);
        cell.results.push(result);
        log(
          `run ${pass}/${runs}: ${cell.interaction.id}: ${
            result.error
              ? `failed: ${result.error}`
              : `${formatInp(result.inp)} ms (${[result.entry?.name ?? 'no entry', ...result.overlays].join(', ')})`
          }`,
        );
      }
    }
    return {
      markdown: renderInp({
        cells,
        runs,
        home,
        chromium: browser.version(),
        origin: site.origin,
      }),
    };
  } finally {
    await browser?.close().catch(() => {});
    await site.close();
  }
}
