import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';
import { transformCatalogueModule } from './transform-catalogue-module';

/** Catalogue sources: `src/catalogue/<domain>.ts` (esbuild filters are Go regular expressions). */
export const CATALOGUE_SOURCE = /[\\/]src[\\/]catalogue[\\/][\w-]+\.ts$/;

/**
 * esbuild plugin that replaces each catalogue source with its precompiled form at build time.
 * An invalid message fails the build.
 */
export function precompileCataloguesPlugin(): Plugin {
  return {
    name: 'vitrine-precompile-catalogues',
    setup(build) {
      build.onLoad({ filter: CATALOGUE_SOURCE }, async (args) => {
        try {
          return {
            contents: await transformCatalogueModule(args.path),
            loader: 'js',
            resolveDir: dirname(args.path),
          };
        } catch (error) {
          return { errors: [{ text: error instanceof Error ? error.message : String(error) }] };
        }
      });
    },
  };
}
