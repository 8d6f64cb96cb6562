import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries } from '../tsup.config';

const ROOT = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};

const EXPECTED_EXPORTS: Record<string, readonly string[]> = {
  format: ['DEFAULT_LOCALE', 'TranslationError', 'createTranslator', 'needsCompilation'],
  'format-simple': ['createSimpleTranslator', 'formatSimpleMessage'],
  compile: [
    'MessageCompileError',
    'compileMessage',
    'compileMessages',
    'defineCatalogue',
    'tryCompileMessages',
  ],
  common: ['common', 'commonMotion', 'dataLayerMessages'],
  forms: ['forms'],
  consent: ['consent'],
  commerce: ['CART_QUANTITY_CAP', 'cartItemsLabel', 'commerce'],
  'cart-summary': ['CART_QUANTITY_CAP', 'cartSummary', 'cartSummaryItemsLabel'],
  reviews: ['reviews'],
  gallery: ['gallery'],
  lightbox: ['lightbox'],
  video: ['video'],
  dialogs: ['dialogs'],
  maps: ['maps'],
  runtime: ['runtime'],
  editor: ['editor'],
  currencies: ['CURRENCY_CODES', 'currencyName', 'currencyNames', 'isCurrencyCode'],
  workflow: [
    'UNSUPPORTED_WORKFLOW_LABEL',
    'contentStatusLabels',
    'workflowLabel',
    'workflowLabels',
  ],
};

describe('package entries', () => {
  it('lists the same entries in package.json exports and tsup.config.ts, types first', () => {
    const subpaths = Object.keys(manifest.exports).filter((key) => key !== './package.json');
    const names = subpaths.map((key) => (key === '.' ? 'index' : key.slice(2)));
    expect([...names].sort()).toEqual(Object.keys(entries).sort());
    for (const [index, subpath] of subpaths.entries()) {
      const name = names[index];
      expect(manifest.exports[subpath]).toEqual({
        types: `./dist/${name}.d.ts`,
        import: `./dist/${name}.js`,
      });
      expect(Object.keys(manifest.exports[subpath] as object)[0]).toBe('types');
    }
    expect(manifest.exports['./package.json']).toBe('./package.json');
  });

  it.each(Object.entries(entries))('%s: %s exists and only re-exports', (_name, file) => {
    const path = resolve(ROOT, file);
    expect(existsSync(path)).toBe(true);
    const statements = readFileSync(path, 'utf8')
      .split(/;\s*\n/)
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) expect(statement).toMatch(/^export (\*|\{|type \{)/);
  });

  it.each(Object.entries(EXPECTED_EXPORTS))('%s exports what it should', async (name, expected) => {
    const module = (await import(`./${name}.ts`)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual([...expected].sort());
  });

  it('index re-exports every entry plus the merged fr catalogue', async () => {
    const index = (await import('./index')) as Record<string, unknown>;
    const everything = new Set(Object.values(EXPECTED_EXPORTS).flat());
    everything.add('fr');
    expect(Object.keys(index).sort()).toEqual([...everything].sort());
    expect((index.fr as Record<string, unknown>)['runtime.logout.title']).toBe(
      'Déconnexion réussie',
    );
  });
});
