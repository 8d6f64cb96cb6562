#!/usr/bin/env node
// React Server Components need `'use client'` on top of every built file that brings React in,
// and nowhere else (a pure entry must stay importable from a server component). This reads the
// published `dist` of every package on its own (the import statements of the built text, not the
// build's metafile) and fails with the list of files whose directive is wrong.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..'));
const packagesDir = join(root, 'packages');

const DIRECTIVE = /^(['"])use client\1;?/;
// esbuild and rollup print every static import and re-export at the start of a line. Dynamic
// `import()` targets are files of their own, checked on their own, so they are not edges here.
const STATIC_IMPORT =
  /^\s*(?:import\s*['"]([^'"]+)['"]|(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"])/gm;

/** The package name of a bare specifier: `react-stately/x` → `react-stately`. */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The package.json of a dependency as Node would find it from `fromDir` (exports ignored). */
function findPackageJson(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return { file, json: JSON.parse(readFileSync(file, 'utf8')) };
    if (dirname(dir) === dir) return undefined;
  }
}

const REACT_PACKAGES = new Set(['react', 'react-dom']);

/** A third-party package uses React when it depends or peer-depends on it. */
function usesReact(json) {
  const declared = { ...json.dependencies, ...json.peerDependencies };
  return Object.keys(declared).some((name) => REACT_PACKAGES.has(name));
}

/** The built file a `@vitrine/<name>/<sub>` import resolves to, through that package's exports. */
function resolveSibling(specifier, fromDir) {
  const name = packageNameOf(specifier);
  const found = findPackageJson(name, fromDir);
  if (!found) throw new Error(`cannot resolve ${specifier} from ${relative(root, fromDir)}`);
  const subpath = `.${specifier.slice(name.length)}`;
  for (const [key, target] of Object.entries(found.json.exports ?? {})) {
    const file = typeof target === 'string' ? target : target.import;
    if (key === subpath) return join(dirname(found.file), file);
    // One `*` pattern (`./schemas/*`), as Node matches it.
    const [prefix, suffix] = key.split('*');
    if (suffix !== undefined && subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const star = subpath.slice(prefix.length, subpath.length - suffix.length);
      return join(dirname(found.file), file.replace('*', star));
    }
  }
  throw new Error(`${specifier} is not in the exports of ${name}`);
}

/** The built files of a package's `exports` (import condition), `*` patterns expanded. */
function entryFiles(dir, manifest) {
  const files = [];
  for (const target of Object.values(manifest.exports ?? {})) {
    const file = typeof target === 'string' ? target : target.import;
    if (!file?.endsWith('.js')) continue;
    if (!file.includes('*')) {
      files.push(join(dir, file));
      continue;
    }
    const [prefix, suffix] = join(dir, file).split('*');
    const folder = dirname(prefix);
    for (const found of builtFiles(folder)) {
      if (found.startsWith(prefix) && found.endsWith(suffix)) files.push(found);
    }
  }
  return new Set(files);
}

/**
 * What a built file imports statically: other built files (relative chunks and `@vitrine/*`
 * entries, as real paths) and the React packages or React-using dependencies it names.
 */
function importsOf(file) {
  const files = [];
  const react = [];
  const code = readFileSync(file, 'utf8');
  for (const [, bare, from] of code.matchAll(STATIC_IMPORT)) {
    const specifier = bare ?? from;
    const name = packageNameOf(specifier);
    if (specifier.startsWith('.')) {
      files.push({ specifier, file: realpathSync(join(dirname(file), specifier)) });
    } else if (name.startsWith('@vitrine/')) {
      files.push({ specifier, file: realpathSync(resolveSibling(specifier, dirname(file))) });
    } else if (REACT_PACKAGES.has(name)) {
      react.push(specifier);
    } else {
      const found = findPackageJson(name, dirname(file));
      if (!found) throw new Error(`cannot resolve ${specifier} from ${relative(root, file)}`);
      if (usesReact(found.json)) react.push(specifier);
    }
  }
  return { files, react };
}

/**
 * Why each built file needs `'use client'`: the chain of static imports down to the first React
 * import, or nothing when its graph holds no React. Grown to a fixed point over every file
 * reachable from `files`, so import cycles and visiting order do not matter.
 */
function clientReasons(files) {
  const graph = new Map();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (graph.has(file)) continue;
    const imports = importsOf(file);
    graph.set(file, imports);
    pending.push(...imports.files.map((edge) => edge.file));
  }
  const reasons = new Map();
  for (const [file, { react }] of graph) if (react.length > 0) reasons.set(file, react[0]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [file, imports] of graph) {
      if (reasons.has(file)) continue;
      const edge = imports.files.find((candidate) => reasons.has(candidate.file));
      if (edge) {
        reasons.set(file, `${edge.specifier} → ${reasons.get(edge.file)}`);
        grown = true;
      }
    }
  }
  return reasons;
}

/** Every `.js` file under a folder, entries and chunks alike. */
function builtFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, file))
    .filter((file) => file.endsWith('.js'));
}

const packages = readdirSync(packagesDir)
  .sort()
  .map((name) => {
    const dir = join(packagesDir, name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return {
      dir,
      manifest,
      files: builtFiles(join(dir, 'dist')).map((file) => realpathSync(file)),
    };
  });
const reasons = clientReasons(packages.flatMap(({ files }) => files));

const wrong = [];
for (const { dir, manifest, files } of packages) {
  const entries = entryFiles(dir, manifest);
  const counts = { client: 0, pure: 0, chunks: 0 };
  for (const file of entries) {
    if (!existsSync(file)) wrong.push(`${relative(root, file)}: in exports but not built`);
  }
  for (const file of files) {
    const reason = reasons.get(file);
    const marked = DIRECTIVE.test(readFileSync(file, 'utf8'));
    if (entries.has(file)) counts[reason ? 'client' : 'pure'] += 1;
    else counts.chunks += 1;
    const shown = relative(root, file);
    if (reason && !marked) wrong.push(`${shown}: imports ${reason} without 'use client'`);
    if (!reason && marked) wrong.push(`${shown}: no React reached but 'use client'`);
  }
  console.log(
    `${manifest.name.padEnd(20)} ${String(counts.client).padStart(3)} client, ${String(counts.pure).padStart(3)} pure entries (${counts.chunks} chunks checked)`,
  );
}

if (wrong.length > 0) {
  console.error(`\n✖ ${wrong.length} built files with a wrong 'use client' directive:`);
  for (const line of wrong) console.error(`  ${line}`);
  process.exit(1);
}
console.log("\n✔ every built file that reaches React starts with 'use client', and no other does");
