import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** How one `@vitrine/*` package is built. */
export interface PackageBuild {
  /** Public entries: a name is built from `src/<name>.ts`; a record maps names to sources. */
  readonly entries: readonly string[] | Readonly<Record<string, string>>;
  /** Stylesheets published on their own (`src/<name>` copied to `dist/<name>`). */
  readonly copiedStylesheets?: readonly string[];
  /** tsup options this package needs beyond the common ones (plugins, noExternal…). */
  readonly options?: Options;
}

/**
 * `dist/styles.css`: every `src/**\/*.css` file that is not published on its own, joined in path
 * order, each under a comment naming its source. Nothing is written when there is none.
 */
async function joinStylesheets(copied: readonly string[]): Promise<void> {
  const sheets = (await readdir('src', { recursive: true }))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.css') && !copied.includes(file))
    .sort();
  if (sheets.length === 0) return;
  const parts = await Promise.all(
    sheets.map(
      async (file) => `/* src/${file} */\n${(await readFile(join('src', file), 'utf8')).trim()}\n`,
    ),
  );
  await mkdir('dist', { recursive: true });
  await writeFile('dist/styles.css', parts.join('\n'));
}

const CLIENT_DIRECTIVE = /^(['"])use client\1/;
const REACT_PACKAGES = new Set(['react', 'react-dom']);
const METAFILE = 'dist/metafile-esm.json';

/** The subset of esbuild's metafile read here. */
interface Metafile {
  readonly outputs: Readonly<
    Record<
      string,
      { readonly imports: readonly { path: string; kind: string; external?: boolean }[] }
    >
  >;
}

/** The package name of a bare specifier: `react-stately/x` → `react-stately`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The folder of a dependency as Node finds it from the package being built. */
function dependencyFolder(name: string): string | undefined {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const folder = join(dir, 'node_modules', name);
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The built file a `@vitrine/<name>/<sub>` import resolves to, through that package's exports. */
function siblingFile(folder: string, exportsMap: Record<string, unknown>, subpath: string) {
  for (const [key, target] of Object.entries(exportsMap)) {
    const file = typeof target === 'string' ? target : (target as { import?: string }).import;
    if (!file) continue;
    if (key === subpath) return join(folder, file);
    const [prefix = '', suffix] = key.split('*');
    if (suffix !== undefined && subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const star = subpath.slice(prefix.length, subpath.length - suffix.length);
      return join(folder, file.replace('*', star));
    }
  }
  throw new Error(`${subpath} is not exported by ${folder}`);
}

/**
 * Whether an external import brings React in: React itself, a third-party package that depends
 * or peer-depends on React (react-aria, framer-motion…), or a `@vitrine/*` entry that is itself
 * client (built before this package, so its file already says).
 */
async function externalIsClient(specifier: string): Promise<boolean> {
  const name = packageNameOf(specifier);
  if (REACT_PACKAGES.has(name)) return true;
  const folder = dependencyFolder(name);
  if (!folder) throw new Error(`cannot find ${name} from ${process.cwd()}`);
  const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8'));
  if (name.startsWith('@vitrine/')) {
    const file = siblingFile(folder, manifest.exports ?? {}, `.${specifier.slice(name.length)}`);
    return CLIENT_DIRECTIVE.test(await readFile(file, 'utf8'));
  }
  const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
  return Object.keys(declared).some((dependency) => REACT_PACKAGES.has(dependency));
}

/**
 * esbuild drops module directives when it bundles, so `'use client'` (for React Server
 * Components) is derived from the build's module graph: a built file, entry or chunk, is client
 * when its static imports reach React, transitively through chunks. `import()` targets are
 * files of their own, judged on their own. Files without React stay importable from a server
 * component. Needs `metafile: true`; the metafile is deleted after use so it is never published.
 */
export async function markClientFiles(): Promise<void> {
  const { outputs }: Metafile = JSON.parse(await readFile(METAFILE, 'utf8'));
  await rm(METAFILE);
  const staticImports = (output: string) =>
    (outputs[output]?.imports ?? []).filter(({ kind }) => kind === 'import-statement');
  const specifiers = new Set(
    Object.keys(outputs).flatMap((output) =>
      staticImports(output)
        .filter(({ external }) => external)
        .map(({ path }) => path),
    ),
  );
  const clientExternals = new Set<string>();
  for (const specifier of specifiers) {
    if (await externalIsClient(specifier)) clientExternals.add(specifier);
  }
  // Grown to a fixed point, so that the order of outputs and any import cycle do not matter.
  const client = new Set<string>();
  for (let grown = true; grown; ) {
    grown = false;
    for (const output of Object.keys(outputs)) {
      if (client.has(output)) continue;
      const reachesReact = staticImports(output).some(({ path, external }) =>
        external ? clientExternals.has(path) : client.has(path),
      );
      if (reachesReact) {
        client.add(output);
        grown = true;
      }
    }
  }
  for (const output of client) {
    if (!output.endsWith('.js')) continue;
    const code = await readFile(output, 'utf8');
    if (!CLIENT_DIRECTIVE.test(code)) await writeFile(output, `'use client';\n${code}`);
  }
}

/**
 * The common build of a package: ESM with declarations, one file per public entry, shared code
 * in chunks so that each entry stays tree-shakable, React and sibling packages left external.
 */
export function definePackageBuild(build: PackageBuild) {
  const entry = Array.isArray(build.entries)
    ? Object.fromEntries(build.entries.map((name) => [name, `src/${name}.ts`]))
    : build.entries;
  const copied = build.copiedStylesheets ?? [];
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    dts: true,
    splitting: true,
    treeshake: true,
    clean: true,
    sourcemap: false,
    external: ['react', 'react-dom', /^@vitrine\//],
    metafile: true,
    ...build.options,
    async onSuccess() {
      await joinStylesheets(copied);
      for (const sheet of copied) await copyFile(join('src', sheet), join('dist', sheet));
      await markClientFiles();
    },
  });
}
