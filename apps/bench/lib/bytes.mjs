// Bytes: every bundle is built with the same esbuild options, then gzipped at level 9.

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** What every page already pays for and every contender leaves out. */
export const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

const WORKING_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/** The options every measured bundle shares (ours and the peers alike). */
export const BYTES_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  jsx: 'automatic',
  external: REACT_EXTERNALS,
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
};

/** Serves `import x from 'bench:name'` from values computed at build time (as JSON). */
export function virtualModules(modules) {
  return {
    name: 'bench-virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^bench:/ }, (args) => {
        if (!Object.hasOwn(modules, args.path)) {
          return { errors: [{ text: `unknown virtual module ${args.path}` }] };
        }
        return { path: args.path, namespace: 'bench-virtual' };
      });
      build.onLoad({ filter: /.*/, namespace: 'bench-virtual' }, (args) => ({
        contents: JSON.stringify(modules[args.path]),
        loader: 'json',
      }));
    },
  };
}

/**
 * Bundles one entry file with the shared options (code splitting on, so that a dynamic
 * `import()` stays a separate chunk as on a real page) and answers, in bytes:
 * `min` and `gz` for what the page loads up front (the entry and the chunks it imports
 * statically, each gzipped on its own, as served), and `lazyGz` for the chunks loaded on demand.
 */
export async function measureBundle(entry, { plugins = [], alias, external } = {}) {
  const result = await build({
    ...BYTES_OPTIONS,
    ...(external ? { external } : {}),
    entryPoints: [entry],
    splitting: true,
    outdir: resolve(WORKING_DIR, 'dist/bytes'),
    entryNames: 'entry',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    absWorkingDir: WORKING_DIR,
    plugins,
    ...(alias ? { alias } : {}),
  });
  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  // Metafile paths are relative to the working directory; output files are absolute.
  const outputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([name, output]) => [
      resolve(WORKING_DIR, name),
      {
        ...output,
        imports: output.imports.map((imported) => ({
          ...imported,
          path: imported.external ? imported.path : resolve(WORKING_DIR, imported.path),
        })),
      },
    ]),
  );
  const entryName = Object.keys(outputs).find(
    (name) => outputs[name].entryPoint && name.endsWith('.js'),
  );
  const upfront = new Set();
  const visit = (name) => {
    if (upfront.has(name)) return;
    upfront.add(name);
    for (const imported of outputs[name].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryName);
  let min = 0;
  let gz = 0;
  let lazyGz = 0;
  for (const [path, contents] of files) {
    if (!path.endsWith('.js')) continue;
    const size = gzipSync(contents, { level: 9 }).length;
    if (upfront.has(path)) {
      min += contents.length;
      gz += size;
    } else {
      lazyGz += size;
    }
  }
  return { min, gz, lazyGz };
}
