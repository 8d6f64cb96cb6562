import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// zod/mini schemas built at module level do not tree-shake, so each schema is also its own
// entry (`@vitrine/core-data/schemas/money-value`): importing one pays for that one alone.
const schemaEntries = Object.fromEntries(
  readdirSync('src/schemas')
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'parse-result.ts',
    )
    .map((file) => [`schemas/${file.slice(0, -3)}`, `src/schemas/${file}`]),
);

// One file per public entry; shared code lands in chunks so each entry stays tree-shakable.
export default defineConfig({
  entry: {
    ...schemaEntries,
    index: 'src/index.ts',
    enums: 'src/enums.ts',
    schemas: 'src/schemas.ts',
    'data-layer': 'src/data-layer.ts',
    cookies: 'src/cookies.ts',
    query: 'src/query.ts',
    links: 'src/links.ts',
    validation: 'src/validation.ts',
    format: 'src/format.ts',
    currencies: 'src/currencies.ts',
    constants: 'src/constants.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  clean: true,
  sourcemap: false,
});
