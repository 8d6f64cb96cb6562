#!/usr/bin/env node
// Every public entry has a size budget: each key of each package's `exports` (stylesheets and
// package.json aside) resolves to a built file, and `.size-limit.mjs` must hold at least one
// budget on that file. A pattern key (`./schemas/*`) stands for each built file it matches. The
// entries are read as `pnpm bench` reads them (apps/bench/lib/packages.mjs). Run after the
// packages are built (`pnpm test` runs it beside size-limit); exits 1 naming each entry without
// a budget, so a new entry cannot ship unmeasured.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listPackages, publicEntries } from '../apps/bench/lib/packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const budgets = (await import(pathToFileURL(join(root, '.size-limit.mjs')).href)).default;
const budgeted = new Set(budgets.map((entry) => join(root, entry.path)));
const entries = listPackages(root).flatMap(publicEntries);
const missing = entries.filter(({ file }) => !budgeted.has(file));

if (entries.length === 0) {
  console.error('✖ no public entry found: are the packages built?');
  process.exit(1);
}
if (missing.length > 0) {
  console.error(`✖ ${missing.length} public entries without a budget in .size-limit.mjs:`);
  for (const { specifier, file } of missing)
    console.error(`  ${specifier}: ${relative(root, file)}`);
  process.exit(1);
}
console.log(`✔ ${entries.length} public entries, each with a budget in .size-limit.mjs`);
