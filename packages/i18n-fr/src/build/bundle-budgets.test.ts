import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parserAliasPlugin } from './parser-alias-plugin';
import { precompileCataloguesPlugin } from './precompile-catalogues-plugin';

const SRC = resolve(import.meta.dirname, '..');
// Budgets from the package brief, measured like size-limit: minified, then gzipped.
const FORMATTER_BUDGET_BYTES = 10_000;
const DOMAIN_CATALOGUE_BUDGET_BYTES = 2_000;
// Ours, for the cart summary's 4 kB budget (packages/commerce/README.md).
const SIMPLE_FORMATTER_BUDGET_BYTES = 800;
const CART_SUMMARY_BUDGET_BYTES = 400;
// Present only in the real ICU parser (its error kinds and skeleton parser), not in no-parser.js.
const PARSER_ONLY = [
  'INVALID_PLURAL_ARGUMENT_SELECTOR',
  'MALFORMED_ARGUMENT',
  'Number skeleton cannot be empty',
];

async function bundle(code: string, plugins: Plugin[]): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: SRC, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]?.text ?? '';
}

const gzipSize = (code: string): number => gzipSync(code, { level: 9 }).length;

describe('the format entry', () => {
  it('bundles intl-messageformat without the ICU parser, within 10 kB', async () => {
    const code = await bundle(
      "import { createTranslator } from './format';\nconsole.log(createTranslator);",
      [parserAliasPlugin(), precompileCataloguesPlugin()],
    );
    for (const marker of PARSER_ONLY) expect(code).not.toContain(marker);
    expect(code).toContain('uncompiled message');
    expect(gzipSize(code)).toBeLessThanOrEqual(FORMATTER_BUDGET_BYTES);
  });

  it('would pull in the parser without the alias (the markers are meaningful)', async () => {
    const code = await bundle(
      "import { createTranslator } from './format';\nconsole.log(createTranslator);",
      [],
    );
    for (const marker of PARSER_ONLY) expect(code).toContain(marker);
  });

  it('keeps the real parser, external, for the compile entry', async () => {
    const code = await bundle(
      "import { compileMessages } from './compile';\nconsole.log(compileMessages);",
      [parserAliasPlugin()],
    );
    expect(code).toMatch(/from\s*"@formatjs\/icu-messageformat-parser"/);
  });
});

describe('the format-simple entry', () => {
  it('bundles neither intl-messageformat nor the parser, within 800 B', async () => {
    const code = await bundle(
      "import { createSimpleTranslator } from './format-simple';\nconsole.log(createSimpleTranslator);",
      [parserAliasPlugin(), precompileCataloguesPlugin()],
    );
    expect(code).not.toContain('uncompiled message');
    expect(code).not.toContain('intl string context variable');
    expect(gzipSize(code)).toBeLessThanOrEqual(SIMPLE_FORMATTER_BUDGET_BYTES);
  });
});

describe('the cart-summary entry', () => {
  it('weighs at most 400 B with its label picker, with no ICU source left', async () => {
    const code = await bundle(
      "import { cartSummary, cartSummaryItemsLabel } from './cart-summary';\nconsole.log(cartSummary, cartSummaryItemsLabel);",
      [precompileCataloguesPlugin()],
    );
    expect(code).not.toContain('defineCatalogue');
    expect(code).not.toContain('commerce.');
    expect(gzipSize(code)).toBeLessThanOrEqual(CART_SUMMARY_BUDGET_BYTES);
  });
});

describe.each([
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
])('the %s entry', (domain) => {
  it('weighs at most 2 kB, with no ICU source left', async () => {
    const code = await bundle(`import { ${domain} } from './${domain}';\nconsole.log(${domain});`, [
      precompileCataloguesPlugin(),
    ]);
    expect(code).not.toContain('defineCatalogue');
    expect(code).not.toMatch(/\{[a-z]+, (plural|select|number)/);
    expect(gzipSize(code)).toBeLessThanOrEqual(DOMAIN_CATALOGUE_BUDGET_BYTES);
  });
});

describe('dataLayerMessages from the common entry', () => {
  it('tree-shakes the common catalogue away', async () => {
    const code = await bundle(
      "import { dataLayerMessages } from './common';\nconsole.log(dataLayerMessages);",
      [precompileCataloguesPlugin()],
    );
    expect(code).toContain('Connexion impossible...');
    expect(code).not.toContain('common.somethingWentWrong');
    expect(gzipSize(code)).toBeLessThanOrEqual(400);
  });
});
