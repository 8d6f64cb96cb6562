import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Joins the optional stylesheets of `src/styles/` into `dist/styles.css`, in file-name order. */
function writeStylesheet(): void {
  const files = readdirSync('src/styles')
    .filter((file) => file.endsWith('.css'))
    .sort();
  const css = files.map((file) => readFileSync(`src/styles/${file}`, 'utf8')).join('\n');
  writeFileSync('dist/styles.css', css);
}

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    money: 'src/money.ts',
    pricing: 'src/pricing.ts',
    subscription: 'src/subscription.ts',
    'cart-store': 'src/cart-store.ts',
    'cart-api': 'src/cart-api.ts',
    cart: 'src/cart.ts',
    'cart-summary': 'src/cart-summary.ts',
    checkout: 'src/checkout.ts',
    'member-pricing': 'src/member-pricing.ts',
    reviews: 'src/reviews.ts',
    units: 'src/units.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@vitrine\//],
  onSuccess: async () => writeStylesheet(),
});
