import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** How one `@vitrine/*` package is built. */
export interface PackageBuild {
  /** Public entries: a name is built from `src/<name>.ts`; a record maps names to sources. */
  readonly entries: readonly string[] | Readonly<Record<string, string>>;
  /**
   * Entries whose built file holds React components. esbuild drops module directives when it
   * bundles, so `'use client'` is put back on top of these files for React Server Components.
   */
  readonly clientEntries?: readonly string[];
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

async function markClientEntries(entries: readonly string[]): Promise<void> {
  for (const entry of entries) {
    const file = `dist/${entry}.js`;
    const code = await readFile(file, 'utf8');
    if (!code.startsWith("'use client'")) await writeFile(file, `'use client';\n${code}`);
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
    ...build.options,
    async onSuccess() {
      await joinStylesheets(copied);
      for (const sheet of copied) await copyFile(join('src', sheet), join('dist', sheet));
      await markClientEntries(build.clientEntries ?? []);
    },
  });
}
