#!/usr/bin/env node
// `pnpm test`: every check of every package. Lint, types, builds and package checks through
// turbo (cached), size budgets through size-limit, then every vitest project (unit suites and
// the Storybook stories in headless Chromium) in one run, closing on one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CHROMIUM_PATH: ensureChromium(),
};

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

run('lint', 'pnpm', ['exec', 'biome', 'ci', '.']);
run('functions of 100 lines at most', 'node', ['scripts/check-function-length.mjs']);
run('root types', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
run('build, types and package checks', 'pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  'typecheck',
  'check:package',
  '--output-logs=errors-only',
]);
run("'use client' on React files only", 'node', ['scripts/check-client-directives.mjs']);
run('size budgets', 'pnpm', ['exec', 'size-limit']);
run('a size budget for every public entry', 'node', ['scripts/check-size-budgets.mjs']);
run('README code blocks type-check', 'node', ['scripts/check-readme-code.mjs']);
run('packed packages in Vite and Next.js apps', 'node', ['scripts/check-consumers.mjs']);

/**
 * Runs a suite that writes a JSON report, then reads it: `summarize` turns the report into one
 * line, or null when the suite ran nothing. A suite fails when it exits non-zero, writes no
 * report, or ran nothing; the run goes on to the next suite either way.
 */
function reported(label, command, args, reportFile, summarize) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  let summary = 'no report';
  let ranNothing = false;
  try {
    const line = summarize(JSON.parse(readFileSync(reportFile, 'utf8')));
    ranNothing = line === null;
    summary = line ?? 'ran no test';
  } catch (error) {
    console.error(`Could not read the ${label} report: ${error.message}`);
  }
  const failed = result.status !== 0 || summary === 'no report' || ranNothing;
  return { failed, summary, ranNothing };
}

/** A vitest JSON report in one line, or null when it holds no test. */
const vitestSummary = (report) => {
  if (report.numTotalTests === 0) return null;
  const skipped = report.numPendingTests + report.numTodoTests;
  return `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
};

mkdirSync('.vitest-reports', { recursive: true });
const vitest = reported(
  'vitest',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.vitest-reports/results.json',
  ],
  '.vitest-reports/results.json',
  vitestSummary,
);
if (vitest.ranNothing) {
  console.error('✖ vitest ran no test');
  process.exit(1);
}
console.log(`\nvitest: ${vitest.summary}`);

// The static Storybook as designers browse it: built, served, every story and docs page opened in
// Chromium (no error, play functions pass, nothing blank, every control described).
const storybookReport = '.vitest-reports/storybook-check.json';
const storybook = reported(
  'Storybook',
  'node',
  ['scripts/check-storybook.mjs', `--report=${storybookReport}`],
  storybookReport,
  (report) =>
    report.stories === 0
      ? null
      : `${report.stories} stories, ${report.failedStories} failed (${report.blankStories} blank); ${report.docs} docs pages, ${report.failedDocs} failed`,
);
console.log(`storybook: ${storybook.summary}`);

// The demo server's reliability suites, against its built server process, alone on the machine
// (they measure latency and memory): oversized and slow bodies, floods, cross-site writes, a
// write lock held by another process.
mkdirSync('apps/demo-site/test-results', { recursive: true });
const reliability = reported(
  'reliability',
  'pnpm',
  [
    '--filter',
    '@vitrine/demo-site',
    'exec',
    'vitest',
    'run',
    '--config',
    'vitest.reliability.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/reliability-results.json',
  ],
  'apps/demo-site/test-results/reliability-results.json',
  (report) =>
    report.numTotalTests === 0
      ? null
      : `${report.numPassedTests} passed, ${report.numFailedTests} failed`,
);

// End-to-end: the built demo site on its own server and data folder, in Chromium (Playwright).
const e2e = reported(
  'e2e',
  'pnpm',
  ['--filter', '@vitrine/demo-site', 'e2e'],
  'apps/demo-site/test-results/e2e-results.json',
  ({ stats }) =>
    stats.expected + stats.unexpected === 0
      ? null
      : `${stats.expected} passed, ${stats.unexpected} failed${stats.flaky ? `, ${stats.flaky} flaky` : ''}${stats.skipped ? `, ${stats.skipped} skipped` : ''}`,
);
console.log(`\nvitest: ${vitest.summary}`);
console.log(`storybook: ${storybook.summary}`);
console.log(`reliability: ${reliability.summary}`);
console.log(`e2e: ${e2e.summary} (screenshots in apps/demo-site/test-results/artifacts)`);
process.exit([vitest, storybook, reliability, e2e].some((suite) => suite.failed) ? 1 : 0);
