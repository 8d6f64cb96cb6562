// Optional steps: a module in apps/bench/steps/ that, when present, adds a section to the report.
//
// Contract: `export async function run({ chromiumPath, log, runs }) → { markdown }`, where
// `chromiumPath` is the Chromium to drive, `log(message)` prints a progress line, `runs` is the
// bench's runs per figure (`--runs`, a step may keep its own count), and `markdown` is the
// section's body (without its heading). A step that throws is reported in its section; the rest
// of the benchmark goes on.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const OPTIONAL_STEPS = [
  {
    id: 'lighthouse',
    title: 'Lighthouse on the demo site',
    file: 'steps/lighthouse.mjs',
    about: 'Lighthouse scores and metrics of the demo site’s pages.',
  },
  {
    id: 'inp',
    title: 'Interaction to Next Paint on the demo site',
    file: 'steps/inp.mjs',
    about: 'INP of five interactions on the demo site, and the JavaScript its home page loads.',
  },
  {
    id: 'image-bytes',
    title: 'Image bytes on the gallery page',
    file: 'steps/image-bytes.mjs',
    about: 'Image bytes the demo site’s gallery page downloads.',
  },
];

/** Runs every optional step, or the one whose id is `only`. */
export async function runOptionalSteps(benchRoot, { chromiumPath, log, runs, only }) {
  const results = [];
  for (const step of OPTIONAL_STEPS) {
    if (only !== undefined && step.id !== only) continue;
    const path = join(benchRoot, step.file);
    if (!existsSync(path)) {
      log(`${step.id}: skipped, apps/bench/${step.file} is absent`);
      results.push({ ...step, status: 'absent' });
      continue;
    }
    try {
      const module = await import(pathToFileURL(path).href);
      if (typeof module.run !== 'function') {
        throw new TypeError(`apps/bench/${step.file} does not export run()`);
      }
      const answer = await module.run({
        chromiumPath,
        runs,
        log: (message) => log(`${step.id}: ${message}`),
      });
      if (typeof answer?.markdown !== 'string') {
        throw new TypeError(`apps/bench/${step.file}: run() must resolve to { markdown }`);
      }
      results.push({ ...step, status: 'ok', markdown: answer.markdown.trim() });
    } catch (error) {
      log(`${step.id}: failed: ${error?.message ?? error}`);
      results.push({ ...step, status: 'failed', error: String(error?.message ?? error) });
    }
  }
  return results;
}
