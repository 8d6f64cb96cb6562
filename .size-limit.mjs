// One budget per public entry (min+gzip, react and react-dom excluded), from each package's issue.
// `pnpm size` measures them; `pnpm test` fails when one is over.
const external = ['react', 'react-dom', 'react/jsx-runtime'];

/** A budget for `what` imported from a package's built entry. */
function budget(name, pkg, entry, what, limit) {
  return {
    name,
    path: `packages/${pkg}/dist/${entry}.js`,
    import: what,
    limit,
    gzip: true,
    ignore: external,
  };
}

export default [
  // @vitrine/core-data (issue: foundation)
  budget('core-data: formatMoney alone', 'core-data', 'index', '{ formatMoney }', '1.5 kB'),
  budget('core-data: validateLink alone', 'core-data', 'index', '{ validateLink }', '1.5 kB'),
  budget('core-data: createDataLayer alone', 'core-data', 'index', '{ createDataLayer }', '3 kB'),
  budget('core-data: the whole entry', 'core-data', 'index', '*', '15 kB'),
  // No budget in the issue for schemas: these guard against regressions (zod/mini itself is ~5 kB).
  budget(
    'core-data/schemas/page-context alone',
    'core-data',
    'schemas/page-context',
    '{ parsePageContext }',
    '14.5 kB',
  ),
  budget(
    'core-data/schemas/money-value alone',
    'core-data',
    'schemas/money-value',
    '{ parseMoneyValue }',
    '6.5 kB',
  ),
  budget('core-data/schemas: every schema', 'core-data', 'schemas', '*', '18 kB'),
  // @vitrine/i18n-fr
  budget('i18n-fr/format: the translator', 'i18n-fr', 'format', '{ createTranslator }', '10 kB'),
  ...[
    'common',
    'forms',
    'consent',
    'commerce',
    'reviews',
    'gallery',
    'dialogs',
    'maps',
    'runtime',
    'editor',
  ].map((domain) =>
    budget(`i18n-fr/${domain}: one domain's catalogue`, 'i18n-fr', domain, `{ ${domain} }`, '2 kB'),
  ),
];
