// `pnpm bench` at the repository root: bytes of every @vitrine package beside the libraries
// that do the same job, and runtime figures from one headless Chromium session. Prints markdown
// tables and rewrites docs/BENCHMARKS.md.
//
//   pnpm bench                      everything; writes docs/BENCHMARKS.md
//   pnpm bench --only bytes         bytes alone, printed only
//   pnpm bench --only runtime       runtime alone, printed only
//   pnpm bench --only lighthouse    one demo-site step alone (lighthouse, inp, image-bytes), printed only
//   pnpm bench --runs 3             runs per runtime figure (default 7; also BENCH_RUNS)
//   CHROMIUM_PATH=/path pnpm bench  another Chromium (default /usr/bin/chromium)
//
// Not part of pnpm test. See README.md.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  launchBrowser,
  runForm,
  runGallery,
  runHydration,
  runSmoke,
} from './lib/browser-steps.mjs';
import { createBuildSettings } from './lib/build-settings.mjs';
import { measureEntries, measureJobs } from './lib/bytes-step.mjs';
import { describeMachine } from './lib/machine.mjs';
import { ensureBuilt, listPackages } from './lib/packages.mjs';
import { buildPages } from './lib/pages.mjs';
import { renderReport } from './lib/report.mjs';
import { startServer } from './lib/static-server.mjs';
import { OPTIONAL_STEPS, runOptionalSteps } from './lib/steps.mjs';

const benchRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(benchRoot, '../..');
const started = performance.now();
const log = (message) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  console.error(`[bench ${seconds} s] ${message}`);
};

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { only: { type: 'string' }, runs: { type: 'string' } },
  });
  const parts = ['bytes', 'runtime', ...OPTIONAL_STEPS.map((step) => step.id)];
  if (values.only !== undefined && !parts.includes(values.only)) {
    throw new Error(
      `--only takes ${parts.map((part) => `"${part}"`).join(', ')}, not "${values.only}"`,
    );
  }
  const runs = Number.parseInt(values.runs ?? process.env.BENCH_RUNS ?? '7', 10);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new Error('--runs (or BENCH_RUNS) takes a whole number from 1 to 50');
  }
  return { only: values.only, runs };
}

/** `chromium --version`'s number, for a run that starts no Chromium of its own (steps only). */
function chromiumVersionOf(chromiumPath) {
  try {
    const output = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1];
  } catch {
    return undefined;
  }
}

async function main() {
  const { only, runs } = options();
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  // --only <step>: that optional step alone; --only bytes|runtime: no optional step.
  const onlyStep = OPTIONAL_STEPS.some((step) => step.id === only) ? only : undefined;
  const wantBytes = only === undefined || only === 'bytes';
  const wantRuntime = only === undefined || only === 'runtime';
  const wantSteps = only === undefined || onlyStep !== undefined;
  if ((wantRuntime || wantSteps) && !existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }

  let stale = [];
  let settings;
  if (wantBytes || wantRuntime) {
    const packages = listPackages(repoRoot);
    stale = ensureBuilt(repoRoot, packages, log);
    if (stale.length > 0) log(`note: sources newer than dist in ${stale.join(', ')}`);
    settings = await createBuildSettings(benchRoot);
  }

  let bytes;
  if (wantBytes) {
    const { jobs, peers, react } = await measureJobs(benchRoot, settings, log);
    const entries = await measureEntries(repoRoot, benchRoot, log);
    bytes = { jobs, peers, react, entries, stale };
  }

  let runtime;
  let chromiumVersion;
  if (wantRuntime) {
    const pages = await buildPages(benchRoot, settings, log);
    const server = await startServer(pages.root);
    const { browser, version } = await launchBrowser(chromiumPath);
    chromiumVersion = version;
    log(`Chromium ${version}`);
    try {
      const smoke = await runSmoke(browser, server.origin, pages.smoke);
      const failed = smoke.filter((entry) => entry.errors.length > 0 || entry.output === '');
      for (const entry of failed)
        log(`smoke check failed: ${entry.id}: ${entry.errors.join('; ')}`);
      if (bytes) bytes.smoke = smoke;
      const gallery = await runGallery(browser, server.origin, runs, log, 200);
      const gallery1000 = await runGallery(browser, server.origin, runs, log, 1000);
      const hydration = await runHydration(browser, server.origin, runs, log);
      const form = await runForm(browser, server.origin, runs, log);
      runtime = {
        chromiumPath,
        gallery,
        gallery1000,
        hydration,
        form,
        htmlBytes: pages.htmlBytes,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  }

  const steps = wantSteps
    ? await runOptionalSteps(benchRoot, { chromiumPath, log, runs, only: onlyStep })
    : undefined;
  const markdown = renderReport({
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: describeMachine(
      benchRoot,
      chromiumVersion ?? (wantSteps ? chromiumVersionOf(chromiumPath) : undefined),
    ),
    runs,
    bytes,
    runtime,
    steps,
    durationS: (performance.now() - started) / 1000,
  });
  process.stdout.write(markdown);
  if (only) {
    log(`--only ${only}: docs/BENCHMARKS.md left as it was (a full run rewrites it)`);
  } else {
    await writeFile(join(repoRoot, 'docs/BENCHMARKS.md'), markdown);
    log('wrote docs/BENCHMARKS.md');
  }
}

main().catch((error) => {
  console.error(`[bench] ${error?.stack ?? error}`);
  process.exitCode = 1;
});
