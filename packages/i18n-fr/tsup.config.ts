import { defineConfig } from 'tsup';
import { parserAliasPlugin } from './src/build/parser-alias-plugin';
import { precompileCataloguesPlugin } from './src/build/precompile-catalogues-plugin';

/** One file per public entry, in sync with the `exports` map of package.json. */
export const entries = {
  index: 'src/index.ts',
  format: 'src/format.ts',
  'format-simple': 'src/format-simple.ts',
  compile: 'src/compile.ts',
  common: 'src/common.ts',
  forms: 'src/forms.ts',
  consent: 'src/consent.ts',
  commerce: 'src/commerce.ts',
  'cart-summary': 'src/cart-summary.ts',
  reviews: 'src/reviews.ts',
  gallery: 'src/gallery.ts',
  lightbox: 'src/lightbox.ts',
  video: 'src/video.ts',
  dialogs: 'src/dialogs.ts',
  maps: 'src/maps.ts',
  runtime: 'src/runtime.ts',
  editor: 'src/editor.ts',
  currencies: 'src/currencies.ts',
  workflow: 'src/workflow.ts',
};

// Shared code lands in chunks so each entry stays tree-shakable. intl-messageformat is bundled
// so that its parser import can be swapped for the parser-free build; catalogue sources are
// replaced by precompiled ASTs so no browser bundle ever needs the ICU parser.
export default defineConfig({
  entry: entries,
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  noExternal: ['intl-messageformat', /^@formatjs\//],
  esbuildPlugins: [parserAliasPlugin(), precompileCataloguesPlugin()],
  esbuildOptions(options) {
    // Keep French text readable in dist (é, not \xE9).
    options.charset = 'utf8';
  },
});
