#!/usr/bin/env node
// Every public entry has a size budget: each key of each package's `exports` (stylesheets and
// package.json aside) resolves to a built file, and `.size-limit.mjs` must hold at least one
// budget on that file. A pattern key (`./schemas/*`) stands for each built file it matches. Run
// after the packages are built (`pnpm test` runs it beside size-limit); exits 1 naming each entry
// without a budget, so a new entry cannot ship unmeasured.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built file an `exports` value points at for an ESM import (a string or a conditions object). */
export function importTarget(value) {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return undefined;
  for (const condition of ['import', 'default']) {
    const target = importTarget(value[condition]);
    if (target) return target;
  }
  return undefined;
}

/** The files of a package's public entries, relative to the repository root (patterns expanded). */
export function publicEntryFiles(packageDir, manifest, listDir = readdirSync) {
  const files = [];
  for (const [key, value] of Object.entries(manifest.exports ?? {})) {
    if (key === './package.json' || key.endsWith('.css')) continue;
    const target = importTarget(value);
    if (!target || target.endsWith('.css')) continue;
    const path = posix.join(packageDir, target);
    if (!path.includes('*')) {
      files.push(path);
      continue;
    }
    const [before, after] = path.split('*');
    const dir = posix.dirname(`${before}x`);
    const prefix = before.slice(dir.length + 1);
    for (const name of listDir(join(root, dir))) {
      if (
        name.startsWith(prefix) &&
        name.endsWith(after) &&
        name.length > prefix.length + after.length
      )
        files.push(posix.join(dir, name));
    }
  }
  return files;
}

async function main() {
  const budgets = (await import(pathToFileURL(join(root, '.size-limit.mjs')).href)).default;
  const budgeted = new Set(budgets.map((entry) => posix.normalize(entry.path)));
  const missing = [];
  let count = 0;
  for (const name of readdirSync(join(root, 'packages')).sort()) {
    const manifestPath = join(root, 'packages', name, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const file of publicEntryFiles(`packages/${name}`, manifest)) {
      count += 1;
      if (!budgeted.has(posix.normalize(file))) missing.push(`${manifest.name}: ${file}`);
    }
  }
  if (count === 0) {
    console.error('✖ no public entry found: are the packages built?');
    process.exit(1);
  }
  if (missing.length > 0) {
    console.error(`✖ ${missing.length} public entries without a budget in .size-limit.mjs:`);
    for (const line of missing) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`✔ ${count} public entries, each with a budget in .size-limit.mjs`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
