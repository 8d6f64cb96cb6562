import { readdirSync } from 'node:fs';
import { definePackageBuild } from '../../tsup.shared';

// zod/mini schemas built at module level do not tree-shake, so each schema is also its own
// entry (`@vitrine/core-data/schemas/money-value`): importing one pays for that one alone.
const schemaEntries = Object.fromEntries(
  readdirSync('src/schemas')
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'parse-result.ts',
    )
    .map((file) => [`schemas/${file.slice(0, -3)}`, `src/schemas/${file}`]),
);

const entries = [
  'index',
  'enums',
  'schemas',
  'data-layer',
  'cookies',
  'query',
  'links',
  'validation',
  'format',
  'currencies',
  'constants',
  'limits',
];

export default definePackageBuild({
  entries: {
    ...schemaEntries,
    ...Object.fromEntries(entries.map((name) => [name, `src/${name}.ts`])),
  },
});
