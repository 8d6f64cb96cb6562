// The public entries of every @vitrine package, read from each package.json `exports`.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every package directory under packages/, with its manifest. */
export function listPackages(repoRoot) {
  const dir = join(repoRoot, 'packages');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'package.json')))
    .map((name) => {
      const root = join(dir, name);
      return { root, manifest: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) };
    })
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

function importTarget(value) {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return value.import ?? value.default ?? value.browser;
  return undefined;
}

/**
 * The JavaScript entries of a package: `{ specifier, file }` for every `exports` key except
 * stylesheets and package.json; a `./x/*` pattern is expanded over the files that exist.
 */
export function publicEntries({ root, manifest }) {
  const entries = [];
  for (const [key, value] of Object.entries(manifest.exports ?? {})) {
    const target = importTarget(value);
    if (!target || key === './package.json' || /\.css$/.test(key) || /\.css$/.test(target)) {
      continue;
    }
    const specifier = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`;
    if (!key.includes('*')) {
      entries.push({ specifier, file: join(root, target) });
      continue;
    }
    const [before, after] = target.split('*');
    const dir = join(root, before);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(after)) continue;
      const stem = name.slice(0, name.length - after.length);
      entries.push({ specifier: specifier.replace('*', stem), file: join(dir, name) });
    }
  }
  return entries;
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, name.name);
    if (/\.(test|stories)\.[jt]sx?$/.test(name.name)) continue;
    newest = Math.max(
      newest,
      name.isDirectory()
        ? newestMtime(path)
        : (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0),
    );
  }
  return newest;
}

/**
 * Builds the packages when an entry's dist file is missing
 * (`pnpm exec turbo run build --filter=./packages/*`), and answers the packages whose sources
 * are newer than their build, so the report can say so.
 */
export function ensureBuilt(repoRoot, packages, log) {
  const missing = packages.flatMap((pkg) =>
    publicEntries(pkg)
      .filter((entry) => !existsSync(entry.file))
      .map((entry) => relative(repoRoot, entry.file)),
  );
  if (missing.length > 0) {
    log(`dist missing (${missing.slice(0, 3).join(', ')}…): building the packages`);
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
  }
  return packages
    .filter((pkg) => newestMtime(join(pkg.root, 'src')) > newestMtime(join(pkg.root, 'dist')))
    .map((pkg) => pkg.manifest.name);
}
