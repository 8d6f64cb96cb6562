import type { Plugin } from 'esbuild';

const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = `${PARSER}/no-parser.js`;
const INTL_MESSAGEFORMAT = /[\\/]intl-messageformat[\\/]/;

/**
 * esbuild plugin that gives `intl-messageformat` the parser-free build of
 * `@formatjs/icu-messageformat-parser` (its type guards, without the 7 kB parser), since the
 * translator only ever formats precompiled ASTs. Our own imports of the parser (the compile
 * entry) stay external and get the real one from the package's dependencies.
 */
export function parserAliasPlugin(): Plugin {
  return {
    name: 'vitrine-parser-alias',
    setup(build) {
      build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, async (args) => {
        if (!INTL_MESSAGEFORMAT.test(args.importer)) return { path: PARSER, external: true };
        const resolved = await build.resolve(NO_PARSER, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path };
      });
    },
  };
}
