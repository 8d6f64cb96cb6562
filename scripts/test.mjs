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
run('README code blocks type-check', 'node', ['scripts/check-readme-code.mjs']);
run('packed packages in Vite and Next.js apps', 'node', ['scripts/check-consumers.mjs']);

mkdirSync('.vitest-reports', { recursive: true });
const reportFile = '.vitest-reports/results.json';
const vitest = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ],
  { stdio: 'inherit', env },
);
let summary = 'no report';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
  if (report.numTotalTests === 0) {
    console.error('✖ vitest ran no test');
    process.exit(1);
  }
} catch (error) {
  console.error(`Could not read the vitest report: ${error.message}`);
}
console.log(`\nvitest: ${summary}`);

// The static Storybook as designers browse it: built, served, every story and docs page opened in
// Chromium (no error, play functions pass, nothing blank, every control described).
const storybookReport = '.vitest-reports/storybook-check.json';
const storybookCheck = spawnSync(
  'node',
  ['scripts/check-storybook.mjs', `--report=${storybookReport}`],
  { stdio: 'inherit', env },
);
let storybookSummary = 'no report';
try {
  const report = JSON.parse(readFileSync(storybookReport, 'utf8'));
  storybookSummary = `${report.stories} stories, ${report.failedStories} failed (${report.blankStories} blank); ${report.docs} docs pages, ${report.failedDocs} failed`;
  if (report.stories === 0) storybookSummary = 'checked no story';
} catch (error) {
  console.error(`Could not read the Storybook report: ${error.message}`);
}
console.log(`storybook: ${storybookSummary}`);

// The demo server's reliability suites, against its built server process, alone on the machine
// (they measure latency and memory): oversized and slow bodies, floods, cross-site writes, a
// write lock held by another process.
const reliabilityReport = 'apps/demo-site/test-results/reliability-results.json';
mkdirSync('apps/demo-site/test-results', { recursive: true });
const reliability = spawnSync(
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
  { stdio: 'inherit', env },
);
let reliabilitySummary = 'no report';
try {
  const report = JSON.parse(readFileSync(reliabilityReport, 'utf8'));
  reliabilitySummary = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
  if (report.numTotalTests === 0) reliabilitySummary = 'ran no test';
} catch (error) {
  console.error(`Could not read the reliability report: ${error.message}`);
}

// End-to-end: the built demo site on its own server and data folder, in Chromium (Playwright).
const e2eReport = 'apps/demo-site/test-results/e2e-results.json';
const e2e = spawnSync('pnpm', ['--filter', '@vitrine/demo-site', 'e2e'], { stdio: 'inherit', env });
let e2eSummary = 'no report';
try {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  e2eSummary = `${stats.expected} passed, ${stats.unexpected} failed${stats.flaky ? `, ${stats.flaky} flaky` : ''}${stats.skipped ? `, ${stats.skipped} skipped` : ''}`;
  if (stats.expected + stats.unexpected === 0) e2eSummary = 'ran no test';
} catch (error) {
  console.error(`Could not read the e2e report: ${error.message}`);
}
console.log(`\nvitest: ${summary}`);
console.log(`storybook: ${storybookSummary}`);
console.log(`reliability: ${reliabilitySummary}`);
console.log(`e2e: ${e2eSummary} (screenshots in apps/demo-site/test-results/artifacts)`);
process.exit(
  vitest.status ||
    storybookCheck.status ||
    (storybookSummary === 'no report' || storybookSummary === 'checked no story' ? 1 : 0) ||
    reliability.status ||
    (reliabilitySummary === 'no report' || reliabilitySummary === 'ran no test' ? 1 : 0) ||
    e2e.status ||
    (e2eSummary === 'no report' || e2eSummary === 'ran no test' ? 1 : 0),
);
