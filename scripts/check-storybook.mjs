#!/usr/bin/env node
// The static Storybook a designer browses, checked as built: builds it (`storybook build`) into a
// temporary folder, serves that folder on a local port, and opens every story and every docs page
// in headless Chromium (the system one, never downloaded). A story fails when its page logs an
// error (page error or console error), when it errors or its play function throws (Storybook's
// channel events and error display), when it never finishes, or when it ends blank (nothing
// visible in #storybook-root nor in a portal). A docs page fails on errors or when it renders
// nothing. Every control a story shows must have a description. Prints the counts and the
// failing ids. Each worker opens entry after entry in one tab, as a first visit (storage and
// cookies cleared); axe is left to the vitest project (`pnpm exec vitest run --project
// storybook`), which runs it on every story.
//
//   node scripts/check-storybook.mjs [--dir storybook-static] [--only <id part>]
//                                     [--screenshots <folder>] [--workers 3] [--report <file>]
//
// --dir reuses a folder that `pnpm build-storybook` just built instead of building again;
// --screenshots saves each page as a PNG; --report writes the counts and failures as JSON.
//
// A story that shows an error state on purpose names the console errors it expects:
// `parameters: { storybookCheck: { consoleErrors: ['part of the message'] } }`. Its docs page
// inherits them. Any other console error fails.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string' },
    only: { type: 'string' },
    screenshots: { type: 'string' },
    workers: { type: 'string' },
    report: { type: 'string' },
  },
});

/** How long one story may take to render and play before it counts as hung. */
const STORY_TIMEOUT_MS = 30_000;
/** How long a docs page may take to render. */
const DOCS_TIMEOUT_MS = 30_000;
/** The page size of a story without a viewport of its own, as the vitest addon uses. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };
/** Words that give away a description left in English (react-docgen reads the props' JSDoc). */
const ENGLISH = /\b(the|is|are|when|with|which|shown)\b/i;

const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

// 1. The static build.
let staticDir = options.dir ? resolve(options.dir) : undefined;
let temporaryDir;
if (staticDir) {
  if (!existsSync(join(staticDir, 'index.json'))) {
    console.error(`No Storybook build in ${staticDir} (index.json missing).`);
    process.exit(1);
  }
  console.log(`Reusing the Storybook build in ${staticDir}`);
} else {
  temporaryDir = mkdtempSync(join(tmpdir(), 'vitrine-storybook-'));
  staticDir = temporaryDir;
  const buildStarted = Date.now();
  const build = spawnSync(
    'pnpm',
    ['exec', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', staticDir],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
  );
  if (build.status !== 0) {
    console.error('✖ storybook build failed');
    process.exit(build.status ?? 1);
  }
  console.log(`Storybook built in ${seconds(buildStarted)} s`);
}
const removeTemporaryDir = () => {
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true });
};
// Whatever way the check ends, the temporary build goes.
process.on('exit', removeTemporaryDir);

// 2. A static server for the folder.
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = normalize(join(staticDir, decodeURIComponent(pathname)));
  if (file !== staticDir && !file.startsWith(staticDir + sep)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    // Chromium asks for a favicon that the iframe never links: not a story's failure.
    response.writeHead(pathname === '/favicon.ico' ? 204 : 404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed bundles: every page after a worker's first takes them from its cache.
    'cache-control': pathname.startsWith('/assets/') ? 'max-age=3600, immutable' : 'no-cache',
  });
  response.end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// 3. The entries to open.
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const entries = Object.values(index.entries).filter(
  (entry) => !options.only || entry.id.includes(options.only),
);
const stories = entries.filter((entry) => entry.type === 'story');
const docs = entries.filter((entry) => entry.type === 'docs');
if (entries.length === 0) {
  console.error(`No story matches ${options.only ?? 'anything'}.`);
  server.close();
  removeTemporaryDir();
  process.exit(1);
}

// Runs in the page before Storybook: records the channel's events as Storybook emits them.
function recordStorybookEvents() {
  const record = { events: [], finished: false, docsRendered: false };
  window.__storybookCheck = record;
  const watched = [
    'storyFinished',
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'storyMissing',
    'docsRendered',
  ];
  const attached = new WeakSet();
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      if (!next || attached.has(next)) return;
      attached.add(next);
      for (const name of watched) {
        next.on(name, (payload) => {
          let detail = '';
          try {
            detail = JSON.stringify(payload)?.slice(0, 600) ?? '';
          } catch {
            detail = String(payload);
          }
          const failedReports =
            payload && typeof payload === 'object' && Array.isArray(payload.reporters)
              ? payload.reporters.filter((report) => report.status === 'failed')
              : [];
          record.events.push({
            name,
            detail,
            status: payload && typeof payload === 'object' ? payload.status : undefined,
            failedReports: failedReports.map((report) => report.type),
          });
          if (name === 'storyFinished') record.finished = true;
          if (name === 'docsRendered') record.docsRendered = true;
        });
      }
    },
  });
}

// Runs in the page: what the check needs to know of each story (CSF files loaded by Storybook).
async function describeStories(englishSource) {
  const english = new RegExp(englishSource, 'i');
  const extracted = await window.__STORYBOOK_PREVIEW__.extract();
  const described = {};
  for (const [id, story] of Object.entries(extracted)) {
    const parameters = story.parameters ?? {};
    // The viewport the vitest addon would give the story (its global, else its default).
    const viewportParameter = parameters.viewport ?? {};
    const disabled = viewportParameter.disable || viewportParameter.disabled;
    const viewportName = disabled
      ? undefined
      : (story.globals?.viewport?.value ?? viewportParameter.defaultViewport);
    const viewportOptions = { ...viewportParameter.viewports, ...viewportParameter.options };
    const styles = viewportName ? viewportOptions[viewportName]?.styles : undefined;
    const pixels = (value) => (/^\d+(px)?$/.test(String(value)) ? Number.parseInt(value, 10) : 0);
    const viewport =
      styles && pixels(styles.width) && pixels(styles.height)
        ? { width: pixels(styles.width), height: pixels(styles.height) }
        : undefined;
    // Every control the panel shows, and what is wrong with its description.
    const controls = parameters.controls ?? {};
    const controlProblems = [];
    if (!controls.disable && !controls.disabled) {
      for (const [name, argType] of Object.entries(story.argTypes ?? {})) {
        if (!argType.control || argType.control.disable || argType.table?.disable) continue;
        if (Array.isArray(controls.include) && !controls.include.includes(name)) continue;
        if (Array.isArray(controls.exclude) && controls.exclude.includes(name)) continue;
        const description = String(argType.description ?? '').trim();
        if (!description) controlProblems.push(`${name}: no description`);
        else if (english.test(description))
          controlProblems.push(`${name}: description in English (${description.slice(0, 60)})`);
      }
    }
    const consoleErrors = parameters.storybookCheck?.consoleErrors ?? [];
    described[id] = { title: story.title, viewport, controlProblems, consoleErrors };
  }
  return described;
}

// Runs in the page once the story is done: is anything visible, in the root or in a portal?
function visibleContent() {
  const REPLACED = new Set([
    'IMG',
    'svg',
    'CANVAS',
    'VIDEO',
    'IFRAME',
    'INPUT',
    'SELECT',
    'TEXTAREA',
    'BUTTON',
    'OBJECT',
    'EMBED',
  ]);
  const painted = (element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (REPLACED.has(element.tagName)) return true;
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent.trim()) return true;
    }
    const style = getComputedStyle(element);
    if (!/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor)) return true;
    if (style.backgroundImage !== 'none') return true;
    return Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
  };
  const anyPainted = (container) =>
    Boolean(container) &&
    (painted(container) ||
      [...container.querySelectorAll('*')].some((element) => painted(element)));
  const storybookOwn = (element) =>
    element.matches(
      '#storybook-root, #storybook-docs, script, style, link, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-errordisplay, .sb-nopreview',
    );
  const root = document.getElementById('storybook-root');
  const inRoot = root ? [...root.querySelectorAll('*')].some((element) => painted(element)) : false;
  const inPortal = [...document.body.children].some(
    (child) => !storybookOwn(child) && anyPainted(child),
  );
  return {
    inRoot,
    inPortal,
    inDocs: anyPainted(document.getElementById('storybook-docs')),
    errorDisplay: document.body.classList.contains('sb-show-errordisplay'),
    errorText: document.querySelector('.sb-errordisplay')?.textContent?.trim().slice(0, 400) ?? '',
  };
}

const CHANNEL_FAILURES = {
  storyErrored: 'story errored',
  storyThrewException: 'story threw',
  playFunctionThrewException: 'play function threw',
  unhandledErrorsWhilePlaying: 'unhandled error while playing',
  storyMissing: 'story missing',
};

const twoFrames = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/**
 * A worker's page: one tab that opens entry after entry (each a full load of its iframe URL;
 * the tab's renderer process and compiled bundles are reused, which halves the time), with the
 * page's errors going to the entry being checked.
 */
async function openWorkerPage(context) {
  const page = await context.newPage();
  const worker = { page, problems: [], consoleErrors: [] };
  const expected = (text) => worker.consoleErrors.some((part) => text.includes(part));
  page.on('pageerror', (error) =>
    worker.problems.push(`page error: ${error.message.split('\n')[0]}`),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed resource says which one only in its location.
    const text = message.text().startsWith('Failed to load resource')
      ? `${message.text()} (${message.location().url})`
      : message.text();
    if (!expected(text)) worker.problems.push(`console error: ${text.slice(0, 400)}`);
  });
  return worker;
}

/** Opens one entry in the worker's page and lists what went wrong. */
async function checkEntry(worker, entry, { viewport, consoleErrors }) {
  const { page } = worker;
  const problems = [];
  worker.problems = problems;
  worker.consoleErrors = consoleErrors;
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  // Accessibility is the vitest project's check (axe on every story): here axe would only double
  // the time, so it runs on demand, as in the a11y panel.
  const url = `${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}&globals=a11y.manual:!true`;
  try {
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await page.goto(url, { waitUntil: 'load' });
    if (viewMode === 'story') {
      await page
        .waitForFunction(() => window.__storybookCheck?.finished, null, {
          timeout: STORY_TIMEOUT_MS,
        })
        .catch(() => problems.push(`did not finish within ${STORY_TIMEOUT_MS / 1000} s`));
    } else {
      await page
        .waitForFunction(
          () =>
            window.__storybookCheck?.docsRendered ||
            document.body.classList.contains('sb-show-errordisplay'),
          null,
          { timeout: DOCS_TIMEOUT_MS },
        )
        .catch(() => problems.push(`docs not rendered within ${DOCS_TIMEOUT_MS / 1000} s`));
      // The docs page's stories render after the page itself: wait until each has content, and
      // each story shown in a frame of its own has finished (its play function included). Those
      // frames load when scrolled to: load them all now.
      await page.evaluate(() => {
        for (const frame of document.querySelectorAll('.docs-story iframe'))
          frame.loading = 'eager';
      });
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('.docs-story [id^="story--"]')].every(
              (story) => story.childElementCount > 0,
            ) &&
            [...document.querySelectorAll('.docs-story iframe')].every(
              (frame) => frame.contentWindow?.__storybookCheck?.finished,
            ),
          null,
          { timeout: DOCS_TIMEOUT_MS },
        )
        .catch(() =>
          problems.push(
            `a story of the docs page did not render within ${DOCS_TIMEOUT_MS / 1000} s`,
          ),
        );
    }
    await page.evaluate(twoFrames);
    // The page's events, and those of the stories a docs page shows in frames.
    const events = await page.evaluate(() =>
      [
        window,
        ...[...document.querySelectorAll('.docs-story iframe')].map((frame) => frame.contentWindow),
      ].flatMap((view) => view?.__storybookCheck?.events ?? []),
    );
    for (const event of events) {
      const label = CHANNEL_FAILURES[event.name];
      if (label) problems.push(`${label}: ${event.detail}`);
      if (event.name === 'storyFinished' && event.status === 'error') {
        const reports = event.failedReports.length
          ? ` (failed reports: ${event.failedReports.join(', ')})`
          : '';
        problems.push(`finished with status error${reports}`);
      }
    }
    const content = await page.evaluate(visibleContent);
    if (content.errorDisplay) problems.push(`error display shown: ${content.errorText}`);
    if (viewMode === 'story' && !content.inRoot && !content.inPortal) problems.push('blank');
    if (viewMode === 'docs' && !content.inDocs) problems.push('docs page blank');
    if (options.screenshots) {
      mkdirSync(options.screenshots, { recursive: true });
      await page.screenshot({
        path: join(options.screenshots, `${entry.id}.png`),
        fullPage: viewMode === 'docs',
      });
    }
  } catch (error) {
    problems.push(`check failed: ${error.message.split('\n')[0]}`);
  }
  // The next entry starts as a first visit: no storage, no cookie, and nothing of this page
  // still running (its late errors belong to it, not to the next entry).
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => {});
  await page.context().clearCookies();
  await page.goto('about:blank').catch(() => {});
  worker.problems = [];
  worker.consoleErrors = [];
  return { id: entry.id, type: entry.type, problems: [...new Set(problems)] };
}

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  headless: true,
  // Chromium 156's omnibox popup renderers, started with every browser: CPU taken from the pages.
  args: ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
});
const checkStarted = Date.now();

// 4. What each story needs (viewport, expected errors) and its controls, from one page.
const described = await (async () => {
  const page = await browser.newPage();
  try {
    const first = stories[0] ?? entries[0];
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(first.id)}&viewMode=story`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, null, {
      timeout: STORY_TIMEOUT_MS,
    });
    return await page.evaluate(describeStories, ENGLISH.source);
  } finally {
    await page.close();
  }
})();

// 5. Every story, then every docs page, a few pages at a time in one browser.
const workers = Math.max(1, Number(options.workers) || Math.min(4, availableParallelism() + 1));
const results = [];
async function checkAll(queue, needsOf) {
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const context = await browser.newContext();
      await context.addInitScript(recordStorybookEvents);
      const worker = await openWorkerPage(context);
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const result = await checkEntry(worker, entry, needsOf(entry));
        results.push(result);
        if (result.problems.length)
          console.log(`✖ ${result.id}\n    ${result.problems.join('\n    ')}`);
      }
      await context.close();
    }),
  );
}
await checkAll([...stories], (entry) => ({
  viewport: described[entry.id]?.viewport,
  consoleErrors: described[entry.id]?.consoleErrors ?? [],
}));
// A docs page shows its file's stories: it may log what they expect.
const storyIdsOf = (importPath) =>
  Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.importPath === importPath)
    .map((entry) => entry.id);
await checkAll([...docs], (entry) => ({
  viewport: undefined,
  consoleErrors: storyIdsOf(entry.importPath).flatMap((id) => described[id]?.consoleErrors ?? []),
}));
await browser.close();
server.close();
removeTemporaryDir();

// 6. Controls without a (French) description, once per component.
const controlProblems = new Map();
for (const [id, story] of Object.entries(described)) {
  if (options.only && !id.includes(options.only)) continue;
  for (const problem of story.controlProblems) {
    const key = `${story.title} · ${problem}`;
    if (!controlProblems.has(key)) controlProblems.set(key, id);
  }
}
if (controlProblems.size) {
  console.log('\nControls without a French description:');
  for (const key of controlProblems.keys()) console.log(`  ${key}`);
}

// 7. The summary.
const failed = results.filter((result) => result.problems.length > 0);
const failedStories = failed.filter((result) => result.type === 'story');
const failedDocs = failed.filter((result) => result.type === 'docs');
const blank = failedStories.filter((result) => result.problems.includes('blank'));
console.log(
  `\nStorybook: ${stories.length} stories checked, ${failedStories.length} failed` +
    ` (${blank.length} blank); ${docs.length} docs pages checked, ${failedDocs.length} failed;` +
    ` ${controlProblems.size} controls without a description` +
    ` (${seconds(checkStarted)} s in the browser, ${seconds(started)} s in all)`,
);
if (failed.length) console.log(`Failing: ${failed.map((result) => result.id).join(', ')}`);
if (options.report) {
  mkdirSync(dirname(resolve(options.report)), { recursive: true });
  writeFileSync(
    options.report,
    `${JSON.stringify(
      {
        stories: stories.length,
        failedStories: failedStories.length,
        blankStories: blank.length,
        docs: docs.length,
        failedDocs: failedDocs.length,
        controlsWithoutDescription: [...controlProblems.keys()],
        failures: failed,
        seconds: Number(seconds(started)),
      },
      null,
      2,
    )}\n`,
  );
}
if (failed.length || controlProblems.size) process.exit(1);
